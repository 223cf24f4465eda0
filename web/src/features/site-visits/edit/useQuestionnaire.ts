import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteVisitDetail } from '../api/siteVisitsApi';
import { pendingAnswers } from '../sync/answerQueue';
import type { WaitingUpload } from '../sync/uploadQueue';
import { useVisitSync } from '../sync/useVisitSync';
import { isAnswered } from '../visit/answers';
import { initialAnswers, type Answers, type MissingAnswer } from './questionnaireAnswers';

/**
 * The questionnaire's answers as this device has them, each kept on the device and sent as it is
 * given (see sync/): `answer` gives one, `keep` keeps a photo or file that could not be sent, and
 * one sent later joins its answer. `missing` lists what a submit found unanswered, and shrinks as
 * those are answered.
 */
export function useQuestionnaire(visit: SiteVisitDetail) {
  const [answers, setAnswers] = useState<Answers>(() =>
    initialAnswers(visit, pendingAnswers(visit.id)),
  );
  // The answers as the last answer left them, for uploads that finish between renders.
  const latest = useRef(answers);
  // Bumped when a photo sent from the device joins an answer, so its field shows it.
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<readonly MissingAnswer[]>([]);
  const { engine, snapshot } = useVisitSync(visit.id);

  const answer = useCallback(
    (questionId: string, value: unknown) => {
      latest.current = { ...latest.current, [questionId]: value };
      setAnswers((current) => ({ ...current, [questionId]: value }));
      setMissing((current) => current.filter((m) => m.id !== questionId || !isAnswered(value)));
      engine.answer(questionId, value);
    },
    [engine],
  );

  // A photo or document sent from the device joins its question's answer, and its field redraws.
  useEffect(
    () =>
      engine.listen((event) => {
        if (event.state !== 'sent' || event.item.kind !== 'upload') return;
        const { questionId } = event.item.upload;
        const current = latest.current[questionId];
        answer(questionId, [
          ...(Array.isArray(current) ? (current as unknown[]) : []),
          event.stored,
        ]);
        setRevisions((r) => ({ ...r, [questionId]: (r[questionId] ?? 0) + 1 }));
      }),
    [engine, answer],
  );

  return {
    answers,
    answer,
    keep: (questionId: string, kind: WaitingUpload['kind'], file: Blob, name: string) =>
      engine.keep({ questionId, kind, name, file }),
    revisions,
    missing,
    setMissing,
    /** Sends everything waiting on the device. */
    sync: () => engine.sync(),
    /** How many answers wait on the device. */
    waitingAnswers: snapshot.answers.length,
    uploads: snapshot.uploads.map((waiting) => waiting.item),
    online: snapshot.online,
  };
}

export type QuestionnaireState = ReturnType<typeof useQuestionnaire>;
