import { FieldSelect } from '../../../components/form/FieldSelect';
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
  return (
    <FieldSelect
      label="Saved plan"
      value={value}
      placeholder="Choose a saved plan"
      options={plans.map((plan) => ({
        value: plan.id,
        label: `${plan.name || plan.planTitle} — ${plan.address || 'Address is empty'}`,
      }))}
      onChange={onChange}
    />
  );
}
