import { countOf } from '../../../lib/plural';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import type { PendingAnswer } from '../sync/answerQueue';
import type { WaitingUpload } from '../sync/uploadQueue';
import { isAnswered } from '../visit/answers';

/** Every answer by question id. */
export type Answers = Record<string, unknown>;

/** A required question still without an answer. */
export interface MissingAnswer {
  id: string;
  title: string;
}

const questionsOf = (visit: Pick<SiteVisitDetail, 'categories'>) =>
  visit.categories.flatMap((c) => c.questions);

/** What the server has, with the answers still waiting on this device laid over it (newer). */
export function initialAnswers(visit: SiteVisitDetail, waiting: readonly PendingAnswer[]): Answers {
  const answers: Answers = {};
  for (const question of questionsOf(visit)) answers[question.id] = question.result ?? null;
  for (const { questionId, value } of waiting) answers[questionId] = value;
  return answers;
}

/** The required questions `answers` leaves unanswered, in questionnaire order. */
export function requiredMissing(visit: SiteVisitDetail, answers: Answers): MissingAnswer[] {
  return questionsOf(visit)
    .filter((q) => q.required && !isAnswered(answers[q.id]))
    .map((q) => ({ id: q.id, title: q.title }));
}

/** Every photo of the visit's answers, in question order (the preview is chosen among them). */
export function photosOf(visit: SiteVisitDetail, answers: Answers): unknown[] {
  return questionsOf(visit)
    .filter((q) => q.type === 'photos')
    .flatMap((q) => {
      const photos = answers[q.id];
      return Array.isArray(photos) ? (photos as unknown[]) : [];
    });
}

/** How many of `questions` `answers` answers. */
export function answeredIn(questions: readonly { id: string }[], answers: Answers): number {
  return questions.filter((q) => isAnswered(answers[q.id])).length;
}

/** The id of a question's place in the questionnaire, for links to it ("q-house-stories"). */
export function questionAnchor(questionId: string): string {
  return `q-${questionId.replace('.', '-')}`;
}

/** What is still on the device, for the status line: "· 2 answers and 1 photo waiting …". */
export function waitingText(
  answers: number,
  uploads: readonly WaitingUpload[],
  online: boolean,
): string {
  const photos = uploads.filter((u) => u.kind === 'photo').length;
  const counts: [number, string][] = [
    [answers, 'answer'],
    [photos, 'photo'],
    [uploads.length - photos, 'file'],
  ];
  const parts = counts.filter(([count]) => count > 0).map(([count, noun]) => countOf(count, noun));
  if (parts.length === 0) return ' · all saved';
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return ` · ${list} waiting to be sent${online ? '' : ' (offline)'}`;
}
