import { useState } from 'react';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/useForm';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { useAppStore } from '../../../stores/appStore';
import { cancelPath, DIRECTORY_RECORD } from '../records';
import styles from '../recordScreens.module.css';
import { RecordCard, RecordGate } from '../RecordScreen';
import { useRecordSave } from '../useRecordSave';
import {
  useCreateDirectory,
  useDirectoryForEdit,
  useUpdateDirectory,
  type DirectoryForEdit,
} from './api/directoriesApi';
import { DirectoryValuesField, type ValueRow } from './DirectoryValuesField';
import { directorySaveError, validateDirectory, type DirectoryValues } from './directoryRules';
import own from './Directories.module.css';

/** /admin/directory/new. */
export function DirectoryCreateScreen() {
  return <DirectoryForm />;
}

/** /admin/directory/edit/{id}: name and slug, and every value when there are at most 5000. */
export function DirectoryEditScreen() {
  return (
    <RecordGate kind={DIRECTORY_RECORD} useRecord={useDirectoryForEdit}>
      {(found) => <DirectoryForm key={found.id} directory={found} />}
    </RecordGate>
  );
}

function DirectoryForm({ directory }: { directory?: DirectoryForEdit }) {
  const title = directory ? 'Edit directory' : 'New directory';
  useDocumentMeta(title);
  const { field, submit, submitting, rows, setRows } = useDirectoryForm(directory);
  return (
    <RecordCard kind={DIRECTORY_RECORD} titleId="directory-form-title" title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" field={field('name')} />
        <TextField label="Slug" field={field('slug')} />
        {rows ? (
          <DirectoryValuesField rows={rows} onChange={setRows} />
        ) : (
          <p className={own.valueMeta} role="note">
            This directory has {directory?.valueCount} values, more than the form edits at once: its
            name and slug can be changed here, and its values are browsed on its page.
          </p>
        )}
        <FormActions
          submitLabel={directory ? 'Save' : 'Create'}
          cancelTo={cancelPath(DIRECTORY_RECORD, directory?.id)}
          submitting={submitting}
        />
      </form>
    </RecordCard>
  );
}

/**
 * The directory form's state: name and slug, and its value rows (undefined when the directory
 * has too many values to edit at once); its submit saves both and opens the directory. A slug
 * the server refuses shows on the slug field.
 */
function useDirectoryForm(directory: DirectoryForEdit | undefined) {
  const showToast = useAppStore((s) => s.showToast);
  const create = useCreateDirectory();
  const update = useUpdateDirectory();
  const save = useRecordSave(DIRECTORY_RECORD, directory !== undefined);
  const initial: DirectoryValues = { name: directory?.name ?? '', slug: directory?.slug ?? '' };
  const form = useForm(initial, validateDirectory);
  const [rows, setRows] = useState<ValueRow[] | undefined>(() =>
    directory
      ? directory.values?.map((value) => ({
          key: value.id,
          id: value.id,
          name: value.name,
          description: value.description,
          parentId: value.parentId ?? '',
        }))
      : [],
  );

  const submit = form.handleSubmit((values) => {
    const input = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      values:
        rows?.map((row) => ({
          id: row.id ?? null,
          name: row.name,
          description: row.description,
          parentId: row.parentId || null,
        })) ?? null,
    };
    return save(
      async () =>
        directory
          ? (await update.mutateAsync({ id: directory.id, input })).updateDirectory.id
          : (await create.mutateAsync({ input })).createDirectory.id,
      (error) => {
        const placed = directorySaveError(error instanceof Error ? error.message : undefined);
        if ('slug' in placed) form.setServerError('slug', placed.slug);
        else showToast('error', placed.toast);
      },
    );
  });
  return { ...form, submit, rows, setRows };
}
