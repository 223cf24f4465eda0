import { useState } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { Pagination } from '../../components/list/Pagination';
import { ToLastPage } from '../../components/list/ToLastPage';
import { usePaging } from '../../components/list/usePaging';
import { SitePlanDownloads } from '../../components/SitePlanDownloads';
import { Spinner } from '../../components/Spinner';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { formatLocalDateTime } from '../../lib/dates';
import { useAppStore } from '../../stores/appStore';
import { copyNumbers, myPlanCardTexts, type SavedMapResult } from './myPlanCard';
import styles from './MyPlansScreen.module.css';
import {
  useDeleteMapResult,
  useMyMapResults,
  useMySavedPlanCopies,
  useRenameMapResult,
  useRestoreMapResult,
} from './api/myPlansApi';
import { MY_PLANS_PAGE_SIZE } from './api/myPlansDocuments';

/** A saved plan just deleted, which the notice above the list can still bring back. */
interface Deleted {
  id: string;
  title: string;
}

/** /my-plans: the user's saved map results, a page at a time, to open, rename or delete. */
export function MyPlansScreen() {
  useDocumentMeta('My Plans');
  const showToast = useAppStore((s) => s.showToast);
  const paging = usePaging(MY_PLANS_PAGE_SIZE);
  const { data, isPending, isError } = useMyMapResults(paging.page, paging.pageSize);
  const copies = useMySavedPlanCopies();
  const deleteResult = useDeleteMapResult();
  const restoreResult = useRestoreMapResult();
  const [deleted, setDeleted] = useState<Deleted>();
  const list = data?.mapResults;
  const numbers = copyNumbers(copies.data?.mapResults.items ?? []);

  const failed = (cause: unknown) =>
    showToast('error', cause instanceof Error ? cause.message : 'Oops, something went wrong');
  const remove = (result: SavedMapResult, title: string) =>
    deleteResult.mutate(
      { id: result.id },
      { onSuccess: () => setDeleted({ id: result.id, title }), onError: failed },
    );
  const undo = (gone: Deleted) =>
    restoreResult.mutate(
      { id: gone.id },
      { onSuccess: () => setDeleted(undefined), onError: failed },
    );

  let body;
  if (isPending) {
    body = <Spinner label="Loading my plans" />;
  } else if (isError || !list) {
    body = (
      <p className={styles.status} role="alert">
        Oops, something went wrong
      </p>
    );
  } else if (list.items.length === 0 && list.totalCount > 0) {
    body = <ToLastPage total={list.totalCount} pageSize={paging.pageSize} />;
  } else if (list.items.length === 0) {
    body = <p className={styles.status}>Plans not found</p>;
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {list.items.map((result) => (
            <MyPlanCard
              key={result.id}
              result={result}
              copyNumber={numbers.get(result.id)}
              onDelete={(title) => remove(result, title)}
              onFailure={failed}
            />
          ))}
        </ul>
        <Pagination {...paging} total={list.totalCount} />
      </>
    );
  }

  return (
    <section className={styles.screen}>
      <h1 className={styles.heading}>My Plans</h1>
      {deleted ? (
        <div className={styles.notice} role="status">
          <span>Deleted {deleted.title}.</span>
          <button type="button" className={buttons.secondary} onClick={() => undo(deleted)}>
            Undo
          </button>
        </div>
      ) : null}
      {body}
    </section>
  );
}

interface MyPlanCardProps {
  result: SavedMapResult;
  /** Its place among the saves of the same plan (see copyNumbers); unknown until counted. */
  copyNumber: number | undefined;
  onDelete: (title: string) => void;
  onFailure: (cause: unknown) => void;
}

function MyPlanCard({ result, copyNumber, onDelete, onFailure }: MyPlanCardProps) {
  const texts = myPlanCardTexts(result, copyNumber);
  const [renaming, setRenaming] = useState(false);
  return (
    <li className={styles.card}>
      <img
        className={styles.snapshot}
        src={result.snapshot}
        alt={`${texts.title} on the map`}
        loading="lazy"
      />
      {renaming ? (
        <RenameForm result={result} onDone={() => setRenaming(false)} onFailure={onFailure} />
      ) : (
        <h2 className={styles.title}>{texts.title}</h2>
      )}
      {texts.planTitle ? <p className={styles.plan}>{texts.planTitle}</p> : null}
      <p className={styles.address}>{texts.address}</p>
      {texts.verdict ? (
        // One line however long: the whole verdict stays in the title for a truncated one.
        <p className={styles.verdict} title={texts.verdict}>
          {texts.verdict}
        </p>
      ) : null}
      <p className={styles.saved}>
        Saved{' '}
        <time dateTime={new Date(result.createdAt).toISOString()}>
          {formatLocalDateTime(result.createdAt)}
        </time>
      </p>
      <div className={styles.actions}>
        {texts.mapPath ? (
          <Link
            className={buttons.primary}
            to={texts.mapPath}
            // The name starts with the words on the link, so speech users can say what they see.
            aria-label={`Open on map: ${texts.title}`}
          >
            Open on map
          </Link>
        ) : null}
        {texts.viewPath ? (
          <Link
            className={buttons.secondary}
            to={texts.viewPath}
            aria-label={`View ${texts.title}`}
          >
            View
          </Link>
        ) : null}
        <button
          type="button"
          className={buttons.secondary}
          aria-label={`Rename ${texts.title}`}
          onClick={() => setRenaming(true)}
          disabled={renaming}
        >
          Rename
        </button>
        <button
          type="button"
          className={buttons.secondary}
          aria-label={`Delete ${texts.title}`}
          onClick={() => onDelete(texts.title)}
        >
          Delete
        </button>
      </div>
      <SitePlanDownloads mapResultId={result.id} of={texts.title} />
    </li>
  );
}

function RenameForm({
  result,
  onDone,
  onFailure,
}: {
  result: SavedMapResult;
  onDone: () => void;
  onFailure: (cause: unknown) => void;
}) {
  const [name, setName] = useState(result.name || result.planTitle);
  const rename = useRenameMapResult();
  const submit = () =>
    rename.mutate({ id: result.id, name }, { onSuccess: onDone, onError: onFailure });
  return (
    <form
      className={styles.rename}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <label className={styles.renameLabel}>
        Name
        <input
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          // The form opens on a tap of Rename: typing goes straight in.
          autoFocus
        />
      </label>
      <button type="submit" className={buttons.primary} disabled={rename.isPending}>
        Save name
      </button>
      <button type="button" className={buttons.secondary} onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}
