import { CheckboxField } from '../../../../components/form/CheckboxField';
import { TextField } from '../../../../components/form/TextField';
import { FormCard } from './FormCard';
import styles from './PlanForm.module.css';
import type { PlanFormFields } from './usePlanFormState';

/** Property: hidden, modular, manufactured, AR model and pre-approved, with links and prices. */
export function PlanPropertySection({ form }: { form: PlanFormFields }) {
  const { field, checkbox } = form;
  return (
    <FormCard id="plan-property" title="Property">
      <div className={styles.checks}>
        <CheckboxField label="Hide" field={checkbox('isHidden')} />
        <CheckboxField label="Is Modular" field={checkbox('isModular')} />
        <CheckboxField label="Is Manufactured" field={checkbox('isManufactured')} />
        <CheckboxField label="Has AR Model" field={checkbox('hasARModel')} />
        <CheckboxField label="Pre Approved" field={checkbox('preApproved')} />
      </div>
      <div className={styles.fieldGrid}>
        <TextField label="AR Model Link" type="url" field={field('arModelLink')} />
        <TextField label="Source plan" type="url" field={field('sourcePlan')} />
        <TextField label="Plan Cost" hint="dollars" field={field('planCost')} inputMode="decimal" />
        <TextField label="Fix Price" hint="dollars" field={field('fixPrice')} inputMode="decimal" />
      </div>
    </FormCard>
  );
}
