import { Download, Map as MapIcon } from 'lucide-react';
import { BackLink } from '../../../components/BackLink';
import buttons from '../../../components/buttons.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import { AddressLine } from '../visit/AddressLine';
import { CategorySection } from '../visit/CategorySection';
import { answerText, previewUrl } from '../visit/siteVisitTexts';
import shared from '../visit/siteVisits.module.css';
import { VisitPage } from '../visit/VisitPage';
import { AnswerPhotos } from './AnswerPhotos';
import { MapAnswers } from './MapAnswers';
import styles from './VisitDetails.module.css';

/** A visit read-only: every answer, its photos, and the downloads. */
export function VisitDetails({ visit }: { visit: SiteVisitDetail }) {
  useDocumentMeta(visit.title);
  const id = encodeURIComponent(visit.id);
  const preview = previewUrl(visit.preview);
  return (
    <VisitPage
      title={visit.title}
      titleId="visit-title"
      back={<BackLink to="/site-visit/list">← Site visits</BackLink>}
    >
      <AddressLine title={visit.title} address={visit.map.address} />
      {preview ? <img className={styles.preview} src={preview} alt="Preview of the visit" /> : null}
      <p>
        {visit.progress.answered} of {visit.progress.total} questions answered ·{' '}
        {visit.submittedAt ? 'Submitted' : 'Draft'}
      </p>
      {visit.progress.missing.length > 0 ? (
        <p className={shared.muted}>
          Still to answer: {visit.progress.missing.map((m) => m.title).join(', ')}
        </p>
      ) : null}
      <div className={shared.actions}>
        <a className={buttons.secondary} href={`/api/site-visits/${id}/report.pdf`} download>
          <Download aria-hidden size={16} />
          PDF report
        </a>
        <a className={buttons.secondary} href={`/api/site-visits/${id}/map.geojson`} download>
          <MapIcon aria-hidden size={16} />
          Map (GeoJSON)
        </a>
      </div>
      <MapAnswers visit={visit} />
      {visit.categories.map((category) => (
        <CategorySection key={category.id} category={category} headingId={`c-${category.id}`}>
          {category.questions.map((question) => (
            <li key={question.id} className={shared.box}>
              <span className={shared.question}>
                {question.title}
                {question.required ? ' *' : ''}
              </span>
              <span>{answerText(question.type, question.mapType, question.result)}</span>
              {question.type === 'photos' ? <AnswerPhotos result={question.result} /> : null}
              {question.warnings.map((warning) => (
                <span key={warning} className={shared.warning}>
                  {warning}
                </span>
              ))}
            </li>
          ))}
        </CategorySection>
      ))}
    </VisitPage>
  );
}
