/**
 * Answers waiting to be sent, kept on the device: a phone that loses its connection while
 * answering keeps every answer here (in localStorage, so a reload or a closed tab loses
 * nothing); the sync engine (syncEngine.ts) sends them when it is back online. Each answer
 * carries the time it was given, so the server keeps the newest even when an old one arrives
 * late.
 */

/** One answer to send. */
export interface PendingAnswer {
  questionId: string;
  /** The answer (JSON), or null to clear it. */
  value: unknown;
  /** When it was given, epoch milliseconds on this device's clock. */
  answeredAt: number;
}

const key = (visitId: string) => `homeplot.siteVisit.pending.${visitId}`;

/** The answers of `visitId` still to send, oldest first. */
export function pendingAnswers(visitId: string, storage: Storage = localStorage): PendingAnswer[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(visitId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingAnswer[]) : [];
  } catch {
    return [];
  }
}

/**
 * Adds the answer to `questionId` given now (or at `answer.answeredAt`), replacing an older
 * unsent answer to the same question.
 */
export function queueAnswer(
  visitId: string,
  given: Omit<PendingAnswer, 'answeredAt'> & { answeredAt?: number },
  storage: Storage = localStorage,
): PendingAnswer[] {
  const answer: PendingAnswer = { ...given, answeredAt: given.answeredAt ?? Date.now() };
  const next = [
    ...pendingAnswers(visitId, storage).filter((a) => a.questionId !== answer.questionId),
    answer,
  ];
  storage.setItem(key(visitId), JSON.stringify(next));
  return next;
}

/** Removes `sent` once the server has it (unless a newer answer replaced it meanwhile). */
export function markSent(
  visitId: string,
  sent: PendingAnswer,
  storage: Storage = localStorage,
): PendingAnswer[] {
  const next = pendingAnswers(visitId, storage).filter(
    (a) => !(a.questionId === sent.questionId && a.answeredAt === sent.answeredAt),
  );
  if (next.length === 0) storage.removeItem(key(visitId));
  else storage.setItem(key(visitId), JSON.stringify(next));
  return next;
}
