import { useNavigate } from 'react-router';
import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { recordPath, type RecordKind } from './records';

/**
 * A record form's last step (contractor, directory, plan): `save` sends the record and answers
 * its id (its mutation hook refreshes every list and detail that shows it); then the form says so
 * and opens the record. A failure shows the server's message (SPEC §8), or goes to `onError` when
 * the form places it itself (on a field).
 */
export function useRecordSave(kind: RecordKind, editing: boolean) {
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  return async (save: () => Promise<string>, onError?: (error: unknown) => void) => {
    try {
      const id = await save();
      const { created = kind.saved.updated, updated } = kind.saved;
      showToast('success', editing ? updated : created);
      void navigate(recordPath(kind.segment, id));
    } catch (error) {
      if (onError) onError(error);
      else showToast('error', messageOr(error, 'An unexpected error occurred'));
    }
  };
}
