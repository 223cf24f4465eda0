import fieldStyles from '../../../components/form/Field.module.css';
import shared from '../visit/siteVisits.module.css';
import styles from './NewVisitForm.module.css';
import type { Start } from './newVisitInput';

/** Whether the visit starts from an address or from a saved plan (when the user has any). */
export function StartChoice({
  start,
  onChange,
  savedPlans,
}: {
  start: Start;
  onChange: (start: Start) => void;
  savedPlans: number;
}) {
  return (
    <fieldset className={styles.start}>
      <legend className={fieldStyles.label}>Start from</legend>
      <label className={shared.result}>
        <input
          type="radio"
          name="start"
          checked={start === 'address'}
          onChange={() => onChange('address')}
        />
        The property&apos;s address
      </label>
      <label className={shared.result}>
        <input
          type="radio"
          name="start"
          checked={start === 'saved'}
          disabled={savedPlans === 0}
          onChange={() => onChange('saved')}
        />
        One of my saved plans{savedPlans === 0 ? ' (none yet)' : ''}
      </label>
    </fieldset>
  );
}
