import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import buttons from '../../../components/buttons.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import { visitPlace } from '../map/mapGeometry';
import { QuestionField } from '../questions/QuestionField';
import { AddressLine } from '../visit/AddressLine';
import { CategorySection } from '../visit/CategorySection';
import shared from '../visit/siteVisits.module.css';
import { VisitPage } from '../visit/VisitPage';
import { MissingAnswers } from './MissingAnswers';
import { photosOf, questionAnchor } from './questionnaireAnswers';
import { QuestionnaireProgress } from './QuestionnaireProgress';
import { useQuestionnaire } from './useQuestionnaire';
import { useSubmitVisit } from './useSubmitVisit';
import { VisitTitleForm } from './VisitTitleForm';

/** The questionnaire of `visit`, answered one answer at a time, then submitted. */
export function Questionnaire({ visit }: { visit: SiteVisitDetail }) {
  const [title, setTitle] = useState(visit.title);
  useDocumentMeta(`Edit ${title}`);
  const showToast = useAppStore((s) => s.showToast);
  const questionnaire = useQuestionnaire(visit);
  const { answers, answer, keep, revisions, uploads } = questionnaire;
  const { submit, submitting } = useSubmitVisit(visit, questionnaire);
  const place = visitPlace(visit);
  const visitPath = `/site-visit/${encodeURIComponent(visit.id)}`;

  const keepOffline = (questionId: string, kind: 'photo' | 'file', file: Blob, name: string) => {
    keep(questionId, kind, file, name).catch((error: unknown) =>
      showToast('error', messageOr(error, `${name} could not be kept on this device`)),
    );
  };

  return (
    <VisitPage
      title={title}
      titleId="edit-visit-title"
      back={<BackLink to={visitPath}>← The visit</BackLink>}
    >
      <AddressLine title={title} address={visit.map.address} />
      <VisitTitleForm visit={visit} photos={photosOf(visit, answers)} onSaved={setTitle} />
      <QuestionnaireProgress
        visit={visit}
        answers={answers}
        waitingAnswers={questionnaire.waitingAnswers}
        uploads={uploads}
        online={questionnaire.online}
      />
      <MissingAnswers missing={questionnaire.missing} />
      {visit.categories.map((category) => (
        <CategorySection
          key={category.id}
          id={`c-${category.id}`}
          headingId={`ct-${category.id}`}
          category={category}
          describe
        >
          {category.questions.map((question) => (
            <li key={question.id} id={questionAnchor(question.id)} className={shared.box}>
              <QuestionField
                key={revisions[question.id] ?? 0}
                question={question}
                value={answers[question.id]}
                place={place}
                onAnswer={(value) => answer(question.id, value)}
                waiting={uploads.filter((u) => u.questionId === question.id)}
                onOffline={(kind, file, name) => keepOffline(question.id, kind, file, name)}
              />
            </li>
          ))}
        </CategorySection>
      ))}
      <div className={shared.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={submitting}
          aria-busy={submitting}
          onClick={() => void submit()}
        >
          Submit visit
        </button>
        <Link className={buttons.secondary} to={visitPath}>
          Done for now
        </Link>
      </div>
    </VisitPage>
  );
}
