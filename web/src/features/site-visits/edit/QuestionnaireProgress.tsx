import buttons from '../../../components/buttons.module.css';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import type { WaitingUpload } from '../sync/uploadQueue';
import { CategoryIcon } from '../visit/CategoryIcon';
import shared from '../visit/siteVisits.module.css';
import { answeredIn, waitingText, type Answers } from './questionnaireAnswers';

/**
 * How far the questionnaire is: answered of all, what still waits on the device, and each
 * category's count as a link to it.
 */
export function QuestionnaireProgress({
  visit,
  answers,
  waitingAnswers,
  uploads,
  online,
}: {
  visit: SiteVisitDetail;
  answers: Answers;
  waitingAnswers: number;
  uploads: readonly WaitingUpload[];
  online: boolean;
}) {
  const all = visit.categories.flatMap((c) => c.questions);
  return (
    <>
      <p role="status">
        {answeredIn(all, answers)} of {all.length} answered
        {waitingText(waitingAnswers, uploads, online)}
      </p>
      <nav aria-label="Categories" className={shared.actions}>
        {visit.categories.map((category) => (
          <a key={category.id} className={buttons.secondary} href={`#c-${category.id}`}>
            <CategoryIcon name={category.icon} size={16} />
            {category.title} {answeredIn(category.questions, answers)}/{category.questions.length}
          </a>
        ))}
      </nav>
    </>
  );
}
