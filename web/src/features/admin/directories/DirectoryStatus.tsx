import { RecordStatus } from '../RecordScreen';

/** The directory screens while one loads, when it does not exist, or when loading failed. */
export function DirectoryStatus({ kind }: { kind: 'loading' | 'notFound' | 'failed' }) {
  return (
    <RecordStatus
      kind={kind}
      loadingText="Loading directory"
      notFoundText="Directory not found."
      listPath="/admin/directories"
    />
  );
}
