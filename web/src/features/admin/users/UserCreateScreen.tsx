import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { USER_RECORD } from '../records';
import { RecordActions, RecordCard } from '../RecordScreen';

/** /admin/user/new: people create their own accounts by signing up; SPEC §2.4 says exactly this. */
export function UserCreateScreen() {
  useDocumentMeta('New user');
  return (
    <RecordCard kind={USER_RECORD} titleId="new-user-title" title="New user">
      <p>this feature is coming soon!</p>
      <RecordActions kind={USER_RECORD} backToList />
    </RecordCard>
  );
}
