import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { gqlRequest, GraphQLRequestError } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { uploadImage } from '../../components/upload';
import { NETWORK_ERROR } from '../../components/upload/uploadImage';
import { countOf } from '../../lib/plural';
import { useAppStore } from '../../stores/appStore';
import { flushAnswers, pendingAnswers, queueAnswer } from './answerQueue';
import { isAnswered } from './answers';
import { visitPlace } from './mapGeometry';
import { QuestionField } from './QuestionField';
import styles from './SiteVisits.module.css';
import { SITE_VISIT_ANSWER, SITE_VISIT_SUBMIT, type SiteVisitDetail } from './siteVisitOperations';
import { ConnectionLostError, uploadDocument } from './uploadDocument';
import { flushUploads, keepUpload, waitingUploads, type WaitingUpload } from './uploadQueue';
import { AddressLine } from './AddressLine';
import { CategoryIcon } from './CategoryIcon';
import { LoadedVisit } from './LoadedVisit';
import { VisitTitleForm } from './VisitTitleForm';

/** /site-visit/edit/{id}: the questionnaire, answered one answer at a time. */
export function SiteVisitEditScreen() {
  return <LoadedVisit>{(visit) => <Questionnaire visit={visit} />}</LoadedVisit>;
}

/** A refusal of the answer itself (bad value), as opposed to a lost connection. */
function isRefusal(error: unknown): boolean {
  return error instanceof GraphQLRequestError;
}

/** An upload that failed for the connection, not for the file. */
function isConnectionLost(error: unknown): boolean {
  return (
    error instanceof ConnectionLostError ||
    (error instanceof Error && error.message === NETWORK_ERROR)
  );
}

/** Sends a photo or document kept on the device; answers with what the answer keeps of it. */
async function sendUpload(upload: WaitingUpload): Promise<unknown> {
  if (upload.kind === 'file') {
    return uploadDocument(new File([upload.file], upload.name, { type: upload.file.type }));
  }
  const files = await uploadImage(upload.file, {
    name: upload.name,
    folder: 'site-visits',
    watermark: false,
  });
  return {
    original: files.original.url,
    // Sent from the device later, it keeps the name the file had when it was chosen.
    name: upload.name,
    size: files.original.size,
    type: files.original.type,
    compressed: files.compressed,
  };
}

function Questionnaire({ visit }: { visit: SiteVisitDetail }) {
  const [title, setTitle] = useState(visit.title);
  useDocumentMeta(`Edit ${title}`);
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
  // The answers as the last render saw them, for uploads that finish between renders.
  const latestAnswers = useRef(answers);
  useEffect(() => {
    latestAnswers.current = answers;
  }, [answers]);
  const [waiting, setWaiting] = useState(() => pendingAnswers(visit.id).length);
  const [uploads, setUploads] = useState<WaitingUpload[]>([]);
  // Bumped when a photo sent from the device joins an answer, so its field shows it.
  const [revisions, setRevisions] = useState<Record<string, number>>({});
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

  const answer = useCallback(
    (questionId: string, value: unknown) => {
      latestAnswers.current = { ...latestAnswers.current, [questionId]: value };
      setAnswers((current) => ({ ...current, [questionId]: value }));
      setMissing((current) => current.filter((m) => m.id !== questionId || !isAnswered(value)));
      setWaiting(queueAnswer(visit.id, { questionId, value }).length);
      if (navigator.onLine) void flush();
    },
    [visit.id, flush],
  );

  const refreshUploads = useCallback(async () => {
    // A browser without device storage (a private window may refuse it) just has none waiting.
    setUploads(await waitingUploads(visit.id).catch(() => []));
  }, [visit.id]);

  const flushKept = useCallback(async () => {
    const result = await flushUploads(
      visit.id,
      sendUpload,
      (upload, stored) => {
        const current: unknown = latestAnswers.current[upload.questionId];
        answer(upload.questionId, [
          ...(Array.isArray(current) ? (current as unknown[]) : []),
          stored,
        ]);
        setRevisions((r) => ({ ...r, [upload.questionId]: (r[upload.questionId] ?? 0) + 1 }));
      },
      isConnectionLost,
    );
    for (const { upload, error } of result.refused) {
      showToast('error', messageOr(error, `${upload.name} was not stored`));
    }
    await refreshUploads();
    return result;
  }, [visit.id, answer, showToast, refreshUploads]);

  const keep = (questionId: string, kind: WaitingUpload['kind'], file: Blob, name: string) => {
    void keepUpload({ visitId: visit.id, questionId, kind, name, file })
      .then(refreshUploads)
      .catch((error: unknown) =>
        showToast('error', messageOr(error, `${name} could not be kept on this device`)),
      );
  };

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      void flush().then(flushKept);
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    // Answers left waiting by an earlier visit of this page go first, once the page is up.
    const resume = window.setTimeout(() => {
      if (pendingAnswers(visit.id).length > 0) void flush();
      void refreshUploads().then(() => (navigator.onLine ? flushKept() : undefined));
    }, 0);
    return () => {
      window.clearTimeout(resume);
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [flush, flushKept, refreshUploads, visit.id]);

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
      const kept = offline ? { offline } : await flushKept();
      if (kept.offline || pendingAnswers(visit.id).length > 0 || kept.refused.length > 0) {
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

  const place = visitPlace(visit);
  const answeredIn = (questions: readonly { id: string }[]) =>
    questions.filter((q) => isAnswered(answers[q.id])).length;
  const all = visit.categories.flatMap((c) => c.questions);

  return (
    <section className={styles.page} aria-labelledby="edit-visit-title">
      <BackLink to={`/site-visit/${encodeURIComponent(visit.id)}`}>← The visit</BackLink>
      <div className={styles.panel}>
        <h1 id="edit-visit-title" className={styles.title}>
          {title}
        </h1>
        <AddressLine title={title} address={visit.map.address} />
        <VisitTitleForm
          visit={visit}
          photos={all
            .filter((q) => q.type === 'photos')
            .flatMap((q) => {
              const photos: unknown = answers[q.id];
              return Array.isArray(photos) ? (photos as unknown[]) : [];
            })}
          onSaved={setTitle}
        />
        <p role="status">
          {answeredIn(all)} of {all.length} answered
          {waitingText(waiting, uploads, online)}
        </p>
        <nav aria-label="Categories" className={styles.actions}>
          {visit.categories.map((category) => (
            <a key={category.id} className={buttons.secondary} href={`#c-${category.id}`}>
              <CategoryIcon name={category.icon} size={16} />
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
              <CategoryIcon name={category.icon} />
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
                    key={revisions[question.id] ?? 0}
                    question={question}
                    value={answers[question.id]}
                    place={place}
                    onAnswer={(value) => answer(question.id, value)}
                    waiting={uploads.filter((u) => u.questionId === question.id)}
                    onOffline={(kind, file, name) => keep(question.id, kind, file, name)}
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

/** What is still on the device, for the status line: "· 2 answers and 1 photo waiting …". */
function waitingText(answers: number, uploads: readonly WaitingUpload[], online: boolean): string {
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
