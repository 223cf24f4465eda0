import { RecordStatus } from '../RecordScreen';

/** The contractor screens while one loads, when it does not exist, or when loading failed. */
export function ContractorStatus({ kind }: { kind: 'loading' | 'notFound' | 'failed' }) {
  return (
    <RecordStatus
      kind={kind}
      loadingText="Loading contractor"
      notFoundText="Contractor not found"
      listPath="/admin/contractors"
    />
  );
}
