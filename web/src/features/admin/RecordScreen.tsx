import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { classNames } from '../../lib/classNames';
import { BackLink } from '../../components/BackLink';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { useAppStore } from '../../stores/appStore';
import {
  recordPath,
  recordState,
  type RecordKind,
  type RecordQuery,
  type RecordState,
} from './records';
import styles from './recordScreens.module.css';

/** The frame of one record's screens (a user, a contractor): a back link to its list, then a
 * card under a heading. */
export function RecordCard({
  kind,
  titleId,
  title,
  wide = false,
  children,
}: {
  kind: RecordKind;
  /** The heading's id, which names the screen's section. */
  titleId: string;
  title: string;
  /** A long form with cards side by side (the plan form). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={classNames(styles.page, wide && styles.wide)} aria-labelledby={titleId}>
      <BackLink to={kind.listPath}>{`← ${kind.listLabel}`}</BackLink>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/**
 * A record's buttons: Edit (its form, when `edit` names the record and the button), Back to List
 * where `backToList`, then the screen's own.
 */
export function RecordActions({
  kind,
  edit,
  backToList = false,
  children,
}: {
  kind: RecordKind;
  edit?: { id: string; label: string };
  backToList?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      {edit ? (
        <Link className={buttons.primary} to={recordPath(kind.segment, edit.id, 'edit')}>
          <Pencil aria-hidden size={18} />
          {edit.label}
        </Link>
      ) : null}
      {backToList ? <BackToList kind={kind} /> : null}
      {children}
    </div>
  );
}

/**
 * A record's Delete, asked once more before it runs: `remove` deletes the record (false when the
 * API would not), then the list opens again; a failure says so (`failedText`, with the error when
 * there was one). A promise rather than a mutation's callbacks: the record's screen may leave
 * before the answer (a removed contractor shows as removed, without this button).
 */
export function RecordDelete({
  kind,
  question,
  confirmLabel,
  busy,
  remove,
  deletedText,
  failedText,
}: {
  kind: RecordKind;
  question: string;
  confirmLabel: string;
  busy: boolean;
  remove: () => Promise<boolean>;
  deletedText: string;
  failedText: (error?: unknown) => string;
}) {
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const confirm = () =>
    void remove().then(
      (removed) => {
        if (!removed) {
          showToast('error', failedText());
          return;
        }
        showToast('success', deletedText);
        void navigate(kind.listPath);
      },
      (error: unknown) => showToast('error', failedText(error)),
    );
  return (
    <div className={styles.danger}>
      <ConfirmButton
        label="Delete"
        question={question}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={confirm}
      />
    </div>
  );
}

function BackToList({ kind }: { kind: RecordKind }) {
  return (
    <Link className={buttons.secondary} to={kind.listPath}>
      Back to List
    </Link>
  );
}

/**
 * The screen of the record the route names (its `:id`), loaded by `useRecord`: what is going on
 * while it loads, when it does not exist or when loading failed, and `children(record)` once it is
 * there.
 */
export function RecordGate<T>({
  kind,
  useRecord,
  children,
}: {
  kind: RecordKind;
  useRecord: (id: string) => RecordQuery<T>;
  children: (record: T) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useRecord(id);
  const state = recordState(query);
  if (state.status !== 'ready') return <RecordStatus kind={kind} state={state} />;
  return children(state.record);
}

/** A record's screen while it loads, when it does not exist, or when loading failed. */
export function RecordStatus({
  kind,
  state,
}: {
  kind: RecordKind;
  state: Exclude<RecordState<unknown>, { status: 'ready' }>;
}) {
  const text =
    state.status === 'failed'
      ? (kind.failedText?.(state.message) ?? 'Oops, something went wrong')
      : state.status === 'loading'
        ? kind.loadingText
        : kind.notFoundText;
  useDocumentMeta(text);
  return (
    <div className={styles.page}>
      {state.status === 'loading' ? (
        <div className={styles.status}>
          <Spinner label={text} />
        </div>
      ) : (
        <div className={styles.status} role="alert">
          <h1 className={styles.statusText}>{text}</h1>
          <BackToList kind={kind} />
        </div>
      )}
    </div>
  );
}
