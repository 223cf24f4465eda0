import { Box, ExternalLink } from 'lucide-react';
import buttons from '../../../../components/buttons.module.css';
import { SelectField } from '../../../../components/form/SelectField';
import { TextareaField } from '../../../../components/form/TextareaField';
import { TextField } from '../../../../components/form/TextField';
import { classNames } from '../../../../lib/classNames';
import { useAdminContractors } from '../../contractors/api/contractorsApi';
import type { AdminPlan } from '../api/plansApi';
import { FormCard } from './FormCard';
import styles from './PlanForm.module.css';
import type { PlanFormFields } from './usePlanFormState';

/**
 * Basic info: the contractor (a removed one stays offered, marked, while the plan names it),
 * title, description, the configurator's ids and the link on view, with View and Find
 * configurator beside it.
 */
export function PlanBasicSection({
  form,
  contractor,
  onFindConfigurator,
}: {
  form: PlanFormFields;
  /** The contractor the stored plan names. */
  contractor: AdminPlan['contractor'] | undefined;
  onFindConfigurator: () => void;
}) {
  const contractors = useAdminContractors();
  const options = (contractors.data?.contractors ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));
  if (contractor?.removedAt) {
    options.push({ value: contractor.id, label: `${contractor.name} (removed)` });
  }
  const { field, select } = form;
  const url = field('url');
  return (
    <FormCard id="plan-basic" title="Basic info">
      <SelectField
        label="Contractor"
        field={select('contractorId')}
        placeholder={contractors.isPending ? 'Loading contractors…' : 'Select contractor'}
        options={options}
      />
      <TextField label="Title" field={field('title')} />
      <TextareaField label="Description" field={field('description')} />
      <div className={styles.fieldGrid}>
        <TextField label="Decor ID" field={field('decorId')} />
        <TextField label="Plan ID" field={field('planId')} />
      </div>
      <div className={styles.linkRow}>
        <TextField label="Link on view" type="url" field={url} />
        <a
          className={classNames(buttons.secondary, !url.value.trim() && styles.disabledLink)}
          href={url.value.trim() || undefined}
          target="_blank"
          rel="noreferrer"
          aria-disabled={!url.value.trim()}
        >
          <ExternalLink aria-hidden size={16} />
          View
        </a>
        <button type="button" className={buttons.secondary} onClick={onFindConfigurator}>
          <Box aria-hidden size={16} />
          Find configurator
        </button>
      </div>
    </FormCard>
  );
}
