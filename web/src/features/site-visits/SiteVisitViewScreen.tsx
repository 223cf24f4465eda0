import { Download, Map as MapIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { pointsOf, visitPlace, type DrawnAnswer } from './mapGeometry';
import styles from './SiteVisits.module.css';
import type { SiteVisitDetail } from './siteVisitOperations';
import { answerText, previewUrl } from './siteVisitTexts';
import { AddressLine } from './AddressLine';
import { CategoryIcon } from './CategoryIcon';
import { LoadedVisit } from './LoadedVisit';

// The map library loads with a visit that has map answers, after the answers themselves.
const VisitMap = lazy(() => import('./VisitMap'));

/** /site-visit/{id}: a visit read-only — every answer, its photos, and the downloads. */
export function SiteVisitViewScreen() {
  return <LoadedVisit>{(visit) => <VisitDetails visit={visit} />}</LoadedVisit>;
}

function VisitDetails({ visit }: { visit: SiteVisitDetail }) {
  useDocumentMeta(visit.title);
  const id = encodeURIComponent(visit.id);
  const preview = previewUrl(visit.preview);
  return (
    <section className={styles.page} aria-labelledby="visit-title">
      <BackLink to="/site-visit/list">← Site visits</BackLink>
      <div className={styles.panel}>
        <h1 id="visit-title" className={styles.title}>
          {visit.title}
        </h1>
        <AddressLine title={visit.title} address={visit.map.address} />
        {preview ? (
          <img className={styles.preview} src={preview} alt="Preview of the visit" />
        ) : null}
        <p>
          {visit.progress.answered} of {visit.progress.total} questions answered ·{' '}
          {visit.submittedAt ? 'Submitted' : 'Draft'}
        </p>
        {visit.progress.missing.length > 0 ? (
          <p className={styles.muted}>
            Still to answer: {visit.progress.missing.map((m) => m.title).join(', ')}
          </p>
        ) : null}
        <div className={styles.actions}>
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
          <section
            key={category.id}
            className={styles.category}
            aria-labelledby={`c-${category.id}`}
          >
            <h2 id={`c-${category.id}`} className={styles.categoryTitle}>
              <CategoryIcon name={category.icon} />
              {category.title}
            </h2>
            <ul className={styles.answers}>
              {category.questions.map((question) => (
                <li key={question.id} className={styles.answer}>
                  <span className={styles.question}>
                    {question.title}
                    {question.required ? ' *' : ''}
                  </span>
                  <span>{answerText(question.type, question.mapType, question.result)}</span>
                  {question.type === 'photos' ? <Photos result={question.result} /> : null}
                  {question.warnings.map((warning) => (
                    <span key={warning} className={styles.warning}>
                      {warning}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** Every map answer on one map of the property, each in its question's colours, with a key. */
function MapAnswers({ visit }: { visit: SiteVisitDetail }) {
  const drawn = visit.categories
    .flatMap((c) => c.questions)
    .filter((q) => q.type === 'map' && pointsOf(q.result).length > 0)
    .map((q) => ({
      title: q.title,
      answer: {
        mapType: q.mapType ?? 'single',
        points: pointsOf(q.result),
        colors: q.colors ?? { point: '#e4572e', line: '#e4572e', fill: 'none' },
      } satisfies DrawnAnswer,
    }));
  if (drawn.length === 0) return null;
  const place = visitPlace(visit);
  return (
    <section className={styles.category} aria-labelledby="visit-map-title">
      <h2 id="visit-map-title" className={styles.categoryTitle}>
        On the map
      </h2>
      <Suspense fallback={<Spinner label="Loading the map" />}>
        <VisitMap
          label="Map of the visit's answers"
          lot={place.lot}
          center={place.center}
          answers={drawn.map((d) => d.answer)}
        />
      </Suspense>
      <ul className={styles.legend}>
        {drawn.map(({ title, answer }) => (
          <li key={title}>
            <span
              aria-hidden
              className={styles.swatch}
              style={{
                background: answer.mapType === 'single' ? answer.colors.point : answer.colors.line,
              }}
            />
            {title}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An answer's photos, each named by the file it was taken from when that was kept. */
function Photos({ result }: { result: unknown }) {
  const photos = (Array.isArray(result) ? (result as unknown[]) : []).flatMap((item) => {
    const url = previewUrl(item);
    const name = (item as { name?: unknown } | null)?.name;
    return url ? [{ url, name: typeof name === 'string' ? name : '' }] : [];
  });
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map(({ url, name }, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={name || `Photo ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
