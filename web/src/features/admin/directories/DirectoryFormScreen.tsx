import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { gqlRequest } from '../../../lib/graphql/client';
import type { DirectoryAllValuesQuery } from '../../../lib/graphql/gql/graphql';
import { useAppStore } from '../../../stores/appStore';
import styles from '../recordScreens.module.css';
import { RecordCard } from '../RecordScreen';
import { DirectoryStatus } from './DirectoryStatus';
import {
  CREATE_DIRECTORY,
  DIRECTORIES_KEY,
  DIRECTORY_ALL_VALUES,
  UPDATE_DIRECTORY,
} from './directoryOperations';
import {
  directorySaveError,
  MAX_EDITABLE_VALUES,
  validateDirectory,
  type DirectoryValues,
} from './directoryRules';
import own from './Directories.module.css';

/** One value row of the form; `id` is set for a stored value, `key` keeps React's rows apart. */
interface ValueRow {
  key: string;
  id?: string;
  name: string;
  description: string;
  parentId: string;
}

interface Loaded {
  id: string;
  name: string;
  slug: string;
  valueCount: number;
  /** Every value, or none when there are too many to edit at once. */
  values: ValueRow[] | undefined;
}

/** /admin/directory/new. */
export function DirectoryCreateScreen() {
  return <DirectoryForm />;
}

/** /admin/directory/edit/{id}: name and slug, and every value when there are at most 5000. */
export function DirectoryEditScreen() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useQuery({
    queryKey: [...DIRECTORIES_KEY, 'edit', id],
    queryFn: () => loadForEdit(id),
    // The form is filled once: a refetch would not change what the admin is typing.
    refetchOnWindowFocus: false,
  });
  if (isPending) return <DirectoryStatus kind="loading" />;
  if (!data) return <DirectoryStatus kind={error ? 'failed' : 'notFound'} />;
  return <DirectoryForm key={data.id} directory={data} />;
}

/** The directory with every value, read 500 at a time; `null` when there is none. */
async function loadForEdit(id: string): Promise<Loaded | null> {
  const first = await gqlRequest(DIRECTORY_ALL_VALUES, { id, offset: 0 });
  const directory: DirectoryAllValuesQuery['directory'] = first.directory;
  if (!directory) return null;
  const loaded = {
    id: directory.id,
    name: directory.name,
    slug: directory.slug,
    valueCount: directory.valueCount,
  };
  if (directory.valueCount > MAX_EDITABLE_VALUES) return { ...loaded, values: undefined };
  const items = [...directory.values.items];
  while (items.length < directory.values.totalCount) {
    const next = await gqlRequest(DIRECTORY_ALL_VALUES, { id, offset: items.length });
    const page = next.directory?.values.items ?? [];
    if (page.length === 0) break;
    items.push(...page);
  }
  return {
    ...loaded,
    values: items.map((value) => ({
      key: value.id,
      id: value.id,
      name: value.name,
      description: value.description,
      parentId: value.parentId ?? '',
    })),
  };
}

let rowCounter = 0;
const newRow = (): ValueRow => {
  rowCounter += 1;
  return { key: `new-${rowCounter}`, name: '', description: '', parentId: '' };
};

function DirectoryForm({ directory }: { directory?: Loaded }) {
  const title = directory ? 'Edit directory' : 'New directory';
  useDocumentMeta(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showToast = useAppStore((s) => s.showToast);
  const initial: DirectoryValues = { name: directory?.name ?? '', slug: directory?.slug ?? '' };
  const { field, handleSubmit, submitting, setServerError } = useForm(initial, validateDirectory);
  const editsValues = !directory || directory.values !== undefined;
  const [rows, setRows] = useState<ValueRow[]>(directory?.values ?? []);
  const change = (key: string, patch: Partial<ValueRow>) =>
    setRows((previous) => previous.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = handleSubmit(async (values) => {
    const input = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      values: editsValues
        ? rows.map((row) => ({
            id: row.id ?? null,
            name: row.name,
            description: row.description,
            parentId: row.parentId || null,
          }))
        : null,
    };
    try {
      const id = directory
        ? (await gqlRequest(UPDATE_DIRECTORY, { id: directory.id, input })).updateDirectory.id
        : (await gqlRequest(CREATE_DIRECTORY, { input })).createDirectory.id;
      await queryClient.invalidateQueries({ queryKey: DIRECTORIES_KEY });
      showToast(
        'success',
        directory ? 'Directory updated successfully' : 'Directory created successfully',
      );
      void navigate(`/admin/directory/${encodeURIComponent(id)}`);
    } catch (error) {
      const placed = directorySaveError(error instanceof Error ? error.message : undefined);
      if ('slug' in placed) setServerError('slug', placed.slug);
      else showToast('error', placed.toast);
    }
  });

  const parents = rows.filter((row) => row.id);
  const backPath = directory
    ? `/admin/directory/${encodeURIComponent(directory.id)}`
    : '/admin/directories';
  return (
    <RecordCard
      titleId="directory-form-title"
      title={title}
      listPath="/admin/directories"
      listLabel="Directories"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" field={field('name')} />
        <TextField label="Slug" field={field('slug')} />
        {!directory || directory.values !== undefined ? (
          <fieldset className={own.values}>
            <legend className={own.valueName}>Values</legend>
            <ul className={own.rows}>
              {rows.map((row, index) => (
                <li key={row.key} className={own.row}>
                  <label className={fieldStyles.field}>
                    <span className={fieldStyles.label}>Value {index + 1} name</span>
                    <input
                      className={fieldStyles.input}
                      value={row.name}
                      onChange={(event) => change(row.key, { name: event.target.value })}
                    />
                  </label>
                  <label className={fieldStyles.field}>
                    <span className={fieldStyles.label}>Description</span>
                    <input
                      className={fieldStyles.input}
                      value={row.description}
                      onChange={(event) => change(row.key, { description: event.target.value })}
                    />
                  </label>
                  <label className={fieldStyles.field}>
                    <span className={fieldStyles.label}>Parent</span>
                    <select
                      className={fieldStyles.input}
                      value={row.parentId}
                      onChange={(event) => change(row.key, { parentId: event.target.value })}
                    >
                      <option value="">None</option>
                      {parents
                        .filter((parent) => parent.id !== row.id)
                        .map((parent) => (
                          <option key={parent.key} value={parent.id}>
                            {parent.name}
                          </option>
                        ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    className={buttons.secondary}
                    onClick={() => setRows((previous) => previous.filter((r) => r.key !== row.key))}
                    aria-label={`Remove value ${index + 1}`}
                  >
                    <Trash2 aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setRows((r) => [...r, newRow()])}
            >
              <Plus aria-hidden size={16} />
              Add value
            </button>
          </fieldset>
        ) : (
          <p className={own.valueMeta} role="note">
            This directory has {directory.valueCount} values, more than the form edits at once: its
            name and slug can be changed here, and its values are browsed on its page.
          </p>
        )}
        <FormActions
          submitLabel={directory ? 'Save' : 'Create'}
          cancelTo={backPath}
          submitting={submitting}
        />
      </form>
    </RecordCard>
  );
}
