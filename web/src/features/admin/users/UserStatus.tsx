import { RecordStatus } from '../RecordScreen';

/** The user screens while the account loads, when it does not exist, or when loading failed. */
export function UserStatus({ kind }: { kind: 'loading' | 'notFound' | 'failed' }) {
  return (
    <RecordStatus
      kind={kind}
      loadingText="Loading user"
      notFoundText="User not found"
      listPath="/admin/users"
    />
  );
}
