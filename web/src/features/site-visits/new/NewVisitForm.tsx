import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import fieldStyles from '../../../components/form/Field.module.css';
import { FormActions } from '../../../components/form/FormActions';
import { messageOr } from '../../../lib/graphql/errors';
import { useAppStore } from '../../../stores/appStore';
import { useCreateSiteVisit, useSavedPlaces } from '../api/siteVisitsApi';
import { AddressStart } from './AddressStart';
import styles from './NewVisitForm.module.css';
import { newVisitInput, type Start } from './newVisitInput';
import { SavedPlanStart } from './SavedPlanStart';
import { StartChoice } from './StartChoice';
import { useAddressSearch } from './useAddressSearch';

/**
 * A new visit's title and where it starts: the property's address or one of the user's saved
 * plans. Started, it opens the visit.
 */
export function NewVisitForm() {
  const titleId = useId();
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const [title, setTitle] = useState('');
  const [start, setStart] = useState<Start>('address');
  const [savedId, setSavedId] = useState('');
  const address = useAddressSearch();
  const savedPlans = useSavedPlaces().data?.mapResults.items ?? [];
  const create = useCreateSiteVisit();

  const ready = start === 'address' ? address.placed : savedId !== '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || create.isPending) return;
    create.mutate(
      { input: newVisitInput(title, start, savedId, address) },
      {
        onSuccess: ({ siteVisitCreate }) =>
          void navigate(`/site-visit/${encodeURIComponent(siteVisitCreate.id)}`),
        onError: (error) =>
          showToast('error', messageOr(error, 'The visit could not be started. Please try again.')),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={titleId}>
          Title (optional)
        </label>
        <input
          id={titleId}
          className={fieldStyles.input}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <StartChoice start={start} onChange={setStart} savedPlans={savedPlans.length} />
      {start === 'address' ? (
        <AddressStart address={address} />
      ) : (
        <SavedPlanStart plans={savedPlans} value={savedId} onChange={setSavedId} />
      )}
      <FormActions
        submitLabel="Start visit"
        cancelTo="/site-visit/list"
        submitting={create.isPending}
        disabled={!ready}
      />
    </form>
  );
}
