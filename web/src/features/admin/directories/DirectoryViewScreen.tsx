import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { Pagination } from '../../../components/list/Pagination';
import { usePaging } from '../../../components/list/usePaging';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import type { AdminDirectoryQuery } from '../../../lib/graphql/gql/graphql';
import { useAdminQuery } from '../adminQueries';
import styles from '../recordScreens.module.css';
import { RecordCard } from '../RecordScreen';
import { DirectoryStatus } from './DirectoryStatus';
import { ADMIN_DIRECTORY, DIRECTORIES_KEY, DIRECTORY_BY_SLUG } from './directoryOperations';
import { childDirectorySlugs } from './directoryRules';
import own from './Directories.module.css';

/** Values shown per page (SPEC §9's generic list size). */
const VALUES_PAGE_SIZE = 20;

type Directory = NonNullable<AdminDirectoryQuery['directory']>;

/**
 * /admin/directory/{id}: the directory, 'Edit Directory', and its values a page at a time with a
 * search; `?parent={valueId}` shows the values under one value (a state's counties). The page
 * refetches when the window regains focus (SPEC §2.4), as every admin query does.
 */
export function DirectoryViewScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parent') ?? undefined;
  const parentName = params.get('parentName') ?? undefined;
  const search = params.get('q') ?? '';
  const paging = usePaging(VALUES_PAGE_SIZE);
  const { data, error, isPending, isPlaceholderData } = useAdminQuery(
    DIRECTORIES_KEY,
    ADMIN_DIRECTORY,
    {
      id,
      parentId: parentId ?? null,
      search: search || null,
      offset: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    },
    { keepPrevious: true },
  );
  const directory = data?.directory;
  useDocumentMeta(directory?.name ?? 'Directory');

  if (isPending) {
    return <DirectoryStatus kind="loading" />;
  }
  if (!directory) {
    return <DirectoryStatus kind={error ? 'failed' : 'notFound'} />;
  }

  const setSearch = (text: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (text) next.set('q', text);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <RecordCard
      titleId="directory-title"
      title={directory.name}
      listPath="/admin/directories"
      listLabel="Directories"
    >
      <p className={own.valueMeta}>
        <code>{directory.slug}</code> · {directory.valueCount} values
      </p>
      <div className={styles.actions}>
        <Link
          className={buttons.primary}
          to={`/admin/directory/edit/${encodeURIComponent(directory.id)}`}
        >
          <Pencil aria-hidden size={18} />
          Edit Directory
        </Link>
        {parentId ? (
          <Link
            className={buttons.secondary}
            to={`/admin/directory/${encodeURIComponent(directory.id)}`}
          >
            All of {directory.name}
          </Link>
        ) : null}
      </div>
      <h2 className={own.valueName}>
        {parentName ? `${directory.name} in ${parentName}` : 'Values'}
      </h2>
      <SearchBox initial={search} onSearch={setSearch} />
      <div aria-busy={isPlaceholderData}>
        {isPlaceholderData ? <Spinner label="Loading values" /> : null}
        <ValueList directory={directory} />
      </div>
      <Pagination {...paging} total={directory.values.totalCount} />
    </RecordCard>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className={own.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className={fieldStyles.label} htmlFor="directory-search">
        Search values
      </label>
      <input
        id="directory-search"
        className={fieldStyles.input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

function ValueList({ directory }: { directory: Directory }) {
  const childSlugs = childDirectorySlugs(directory.slug);
  const { items, totalCount } = directory.values;
  if (totalCount === 0) return <p className={own.valueMeta}>No values found</p>;
  return (
    <ul className={own.values} aria-label={`Values of ${directory.name}`}>
      {items.map((value) => (
        <li key={value.id} className={own.value}>
          <span>
            <span className={own.valueName}>{value.name}</span>{' '}
            {value.description ? <span className={own.valueMeta}>{value.description}</span> : null}
          </span>
          {value.childCount > 0 ? (
            <span className={own.links}>
              {childSlugs.map((slug) => (
                <ChildLink key={slug} slug={slug} ownId={directory.id} value={value} />
              ))}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A link to the values under `value` in the directory `slug`. */
function ChildLink({
  slug,
  ownId,
  value,
}: {
  slug: string;
  ownId: string;
  value: { id: string; name: string };
}) {
  const { data } = useAdminQuery(DIRECTORIES_KEY, DIRECTORY_BY_SLUG, { slug });
  const target = data?.directory;
  if (!target) return null;
  const query = new URLSearchParams({ parent: value.id, parentName: value.name });
  const label =
    target.id === ownId ? `Values under ${value.name}` : `${target.name} in ${value.name}`;
  return (
    <Link to={`/admin/directory/${encodeURIComponent(target.id)}?${query.toString()}`}>
      {label}
    </Link>
  );
}
