import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { gqlRequest, GraphQLRequestError } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { flushAnswers, pendingAnswers, queueAnswer } from './answerQueue';
import { isAnswered } from './answers';
import type { LngLat } from './lotFrame';
import { QuestionField } from './QuestionField';
import styles from './SiteVisits.module.css';
import { SITE_VISIT_ANSWER, SITE_VISIT_SUBMIT, type SiteVisitDetail } from './siteVisitOperations';
import { addressText } from './siteVisitTexts';
import { LoadedVisit } from './LoadedVisit';

/** /site-visit/edit/{id}: the questionnaire, answered one answer at a time. */
export function SiteVisitEditScreen() {
  return <LoadedVisit>{(visit) => <Questionnaire visit={visit} />}</LoadedVisit>;
}

/** A refusal of the answer itself (bad value), as opposed to a lost connection. */
function isRefusal(error: unknown): boolean {
  return error instanceof GraphQLRequestError;
}

function Questionnaire({ visit }: { visit: SiteVisitDetail }) {
  useDocumentMeta(`Edit ${visit.title}`);
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  // What the server has, with the answers still waiting on this device laid over it (newer).
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => {
    const stored: Record<string, unknown> = {};
    for (const question of visit.categories.flatMap((c) => c.questions)) {
      stored[question.id] = question.result ?? null;
    }
    for (const waiting of pendingAnswers(visit.id)) stored[waiting.questionId] = waiting.value;
    return stored;
  });
  const [waiting, setWaiting] = useState(() => pendingAnswers(visit.id).length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [missing, setMissing] = useState<{ id: string; title: string }[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const flush = useCallback(async () => {
    const result = await flushAnswers(
      visit.id,
      async (answer) => {
        await gqlRequest(SITE_VISIT_ANSWER, {
          id: visit.id,
          questionId: answer.questionId,
          value: answer.value,
          answeredAt: answer.answeredAt,
        });
      },
      isRefusal,
    );
    setWaiting(pendingAnswers(visit.id).length);
    for (const { error } of result.refused) showToast('error', messageOr(error, 'Not saved'));
    return result;
  }, [visit.id, showToast]);

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    // Answers left waiting by an earlier visit of this page go first, once the page is up.
    const resume = window.setTimeout(() => {
      if (pendingAnswers(visit.id).length > 0) void flush();
    }, 0);
    return () => {
      window.clearTimeout(resume);
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [flush, visit.id]);

  const answer = (questionId: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    setMissing((current) => current.filter((m) => m.id !== questionId || !isAnswered(value)));
    setWaiting(queueAnswer(visit.id, { questionId, value }).length);
    if (navigator.onLine) void flush();
  };

  const submit = async () => {
    const stillMissing = visit.categories
      .flatMap((c) => c.questions)
      .filter((q) => q.required && !isAnswered(answers[q.id]))
      .map((q) => ({ id: q.id, title: q.title }));
    setMissing(stillMissing);
    if (stillMissing.length > 0) {
      document.getElementById('visit-missing')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { offline } = await flush();
      if (offline || pendingAnswers(visit.id).length > 0) {
        showToast('error', 'Some answers are still waiting to be sent. Submit again once online.');
        return;
      }
      await gqlRequest(SITE_VISIT_SUBMIT, { id: visit.id });
      showToast('success', 'Site visit submitted');
      void navigate(`/site-visit/${encodeURIComponent(visit.id)}`);
    } catch (error) {
      showToast('error', messageOr(error, 'The visit could not be submitted. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  const pair = (p: readonly number[]): LngLat | null =>
    p.length >= 2 ? [p[0] as number, p[1] as number] : null;
  const place = {
    lot: visit.map.lot.map(pair).filter((p): p is LngLat => p !== null),
    center: pair(visit.map.coordinates ?? []),
  };
  const answeredIn = (questions: readonly { id: string }[]) =>
    questions.filter((q) => isAnswered(answers[q.id])).length;
  const all = visit.categories.flatMap((c) => c.questions);

  return (
    <section className={styles.page} aria-labelledby="edit-visit-title">
      <BackLink to={`/site-visit/${encodeURIComponent(visit.id)}`}>← The visit</BackLink>
      <div className={styles.panel}>
        <h1 id="edit-visit-title" className={styles.title}>
          {visit.title}
        </h1>
        <p className={styles.muted}>{addressText(visit.map.address)}</p>
        <p role="status">
          {answeredIn(all)} of {all.length} answered
          {waiting > 0
            ? ` · ${waiting} answer${waiting === 1 ? '' : 's'} waiting to be sent${online ? '' : ' (offline)'}`
            : ' · all saved'}
        </p>
        <nav aria-label="Categories" className={styles.actions}>
          {visit.categories.map((category) => (
            <a key={category.id} className={buttons.secondary} href={`#c-${category.id}`}>
              {category.title} {answeredIn(category.questions)}/{category.questions.length}
            </a>
          ))}
        </nav>
        {missing.length > 0 ? (
          <div id="visit-missing" tabIndex={-1} role="alert" className={styles.answer}>
            <span className={styles.question}>Please answer these before submitting:</span>
            <ul>
              {missing.map((m) => (
                <li key={m.id}>
                  <a href={`#q-${m.id.replace('.', '-')}`}>{m.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {visit.categories.map((category) => (
          <section
            key={category.id}
            id={`c-${category.id}`}
            className={styles.category}
            aria-labelledby={`ct-${category.id}`}
          >
            <h2 id={`ct-${category.id}`} className={styles.categoryTitle}>
              {category.title}
            </h2>
            {category.description ? <p className={styles.muted}>{category.description}</p> : null}
            <ul className={styles.answers}>
              {category.questions.map((question) => (
                <li
                  key={question.id}
                  id={`q-${question.id.replace('.', '-')}`}
                  className={styles.answer}
                >
                  <QuestionField
                    question={question}
                    value={answers[question.id]}
                    place={place}
                    onAnswer={(value) => answer(question.id, value)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={submitting}
            aria-busy={submitting}
            onClick={() => void submit()}
          >
            Submit visit
          </button>
          <Link className={buttons.secondary} to={`/site-visit/${encodeURIComponent(visit.id)}`}>
            Done for now
          </Link>
        </div>
      </div>
    </section>
  );
}
