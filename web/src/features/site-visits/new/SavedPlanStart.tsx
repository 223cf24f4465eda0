import { useId } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import type { SavedPlace } from '../api/siteVisitsApi';

/** One of the user's saved plans, whose address and lot the visit takes. */
export function SavedPlanStart({
  plans,
  value,
  onChange,
}: {
  plans: readonly SavedPlace[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Saved plan
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Choose a saved plan
        </option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {`${plan.name || plan.planTitle} — ${plan.address || 'Address is empty'}`}
          </option>
        ))}
      </select>
    </div>
  );
}
