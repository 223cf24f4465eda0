import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { Pagination } from '../../../components/list/Pagination';
import { usePaging } from '../../../components/list/usePaging';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { DIRECTORY_RECORD, recordPath, recordState } from '../records';
import { RecordActions, RecordCard, RecordStatus } from '../RecordScreen';
import { useSearchParam } from '../useSearchParam';
import { useAdminDirectory, useDirectoryBySlug, type AdminDirectory } from './api/directoriesApi';
import { childDirectorySlugs } from './directoryRules';
import own from './Directories.module.css';

/** Values shown per page (SPEC §9's generic list size). */
const VALUES_PAGE_SIZE = 20;

/**
 * /admin/directory/{id}: the directory, 'Edit Directory', and its values a page at a time with a
 * search; `?parent={valueId}` shows the values under one value (a state's counties). The page
 * refetches when the window regains focus (SPEC §2.4), as every admin query does.
 */
export function DirectoryViewScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const parentId = params.get('parent') ?? undefined;
  const [search, setSearch] = useSearchParam('q');
  const paging = usePaging(VALUES_PAGE_SIZE);
  const query = useAdminDirectory({
    id,
    parentId: parentId ?? null,
    search: search || null,
    offset: (paging.page - 1) * paging.pageSize,
    limit: paging.pageSize,
  });
  const directory = query.data?.directory;
  useDocumentMeta(directory?.name ?? 'Directory');
  const state = recordState({ isPending: query.isPending, error: query.error, data: directory });
  if (state.status !== 'ready') return <RecordStatus kind={DIRECTORY_RECORD} state={state} />;
  const found = state.record;
  const parentName = params.get('parentName') ?? undefined;

  return (
    <RecordCard kind={DIRECTORY_RECORD} titleId="directory-title" title={found.name}>
      <p className={own.valueMeta}>
        <code>{found.slug}</code> · {found.valueCount} values
      </p>
      <RecordActions kind={DIRECTORY_RECORD} edit={{ id: found.id, label: 'Edit Directory' }}>
        {parentId ? (
          <Link className={buttons.secondary} to={recordPath('directory', found.id)}>
            All of {found.name}
          </Link>
        ) : null}
      </RecordActions>
      <h2 className={own.valueName}>{parentName ? `${found.name} in ${parentName}` : 'Values'}</h2>
      <SearchBox initial={search} onSearch={setSearch} />
      <div aria-busy={query.isPlaceholderData}>
        {query.isPlaceholderData ? <Spinner label="Loading values" /> : null}
        <ValueList directory={found} />
      </div>
      <Pagination {...paging} total={found.values.totalCount} />
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

function ValueList({ directory }: { directory: AdminDirectory }) {
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
  const target = useDirectoryBySlug(slug).data?.directory;
  if (!target) return null;
  const query = new URLSearchParams({ parent: value.id, parentName: value.name });
  const label =
    target.id === ownId ? `Values under ${value.name}` : `${target.name} in ${value.name}`;
  return <Link to={`${recordPath('directory', target.id)}?${query.toString()}`}>{label}</Link>;
}
