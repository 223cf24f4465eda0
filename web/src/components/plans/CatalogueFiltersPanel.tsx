import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type FocusEvent } from 'react';
import { BoundInput } from '../form/BoundInput';
import { ChipFieldset } from '../form/ChipFieldset';
import { LabelledSelect, type LabelledSelectProps } from '../form/LabelledSelect';
import { classNames } from '../../lib/classNames';
import {
  AREA_BAND_OPTIONS,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PLAN_TYPE_OPTIONS,
} from '../../lib/planFilterOptions';
import {
  boundConflicts,
  hasActiveFilters,
  type BoundKey,
  type CatalogueFilters,
} from '../../lib/planFilters';
import { useCatalogueContractors } from './api/catalogueFiltersApi';
import styles from './CatalogueFiltersPanel.module.css';

type Change = (patch: Partial<CatalogueFilters>) => void;

/** Wide screens open the filters at once; a phone keeps them folded above the plans. */
function startsOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(width >= 992px)').matches;
}

/** SPEC §2.3 / §5: the catalogue's filters; the contractor, type, hidden, pre-approved and planId ones for admins. */
export function CatalogueFiltersPanel({
  filters,
  admin,
  onChange,
  onClear,
}: {
  filters: CatalogueFilters;
  admin: boolean;
  onChange: Change;
  onClear: () => void;
}) {
  const [open] = useState(startsOpen);
  return (
    <details className={styles.panel} open={open}>
      <summary className={styles.summary}>
        <SlidersHorizontal aria-hidden size={18} />
        Filters
      </summary>
      <form
        className={styles.form}
        aria-label="Plan filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <BoundsField
          legend="Width (ft)"
          noun="width"
          minKey="minWidth"
          maxKey="maxWidth"
          filters={filters}
          onChange={onChange}
        />
        <BoundsField
          legend="Length (ft)"
          noun="length"
          minKey="minLength"
          maxKey="maxLength"
          filters={filters}
          onChange={onChange}
        />
        <ChipFieldset
          legend="Bedrooms"
          options={BEDROOM_OPTIONS}
          selected={filters.bedrooms}
          onChange={(bedrooms) => onChange({ bedrooms })}
        />
        <ChipFieldset
          legend="Bathrooms"
          options={BATHROOM_OPTIONS}
          selected={filters.bathrooms}
          onChange={(bathrooms) => onChange({ bathrooms })}
        />
        <ChipFieldset
          className={styles.wide}
          legend="Square feet"
          options={AREA_BAND_OPTIONS.map((band) => ({ value: band.key, label: band.key }))}
          selected={filters.areas}
          onChange={(areas) => onChange({ areas })}
        />
        {admin ? <AdminFilters filters={filters} onChange={onChange} /> : null}
        {hasActiveFilters(filters) ? (
          <button type="button" className={styles.clear} onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </form>
    </details>
  );
}

/**
 * A min and max bound, at least 0 (SPEC §5), applied as the user types (see BoundInput); a
 * minimum above the maximum is said under them, since no plan can match it.
 */
function BoundsField({
  legend,
  noun,
  minKey,
  maxKey,
  filters,
  onChange,
}: {
  legend: string;
  /** Names the two inputs for screen readers: 'Min width', 'Max width'. */
  noun: string;
  minKey: BoundKey;
  maxKey: BoundKey;
  filters: CatalogueFilters;
  onChange: Change;
}) {
  const messageId = useId();
  const conflict = boundConflicts(filters).find((each) => each.minKey === minKey);
  const bound = (side: 'Min' | 'Max', key: BoundKey) => (
    <BoundInput
      className={styles.boundInput}
      label={`${side} ${noun}`}
      placeholder={side}
      name={key}
      describedBy={conflict ? messageId : undefined}
      value={filters[key]}
      onCommit={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.bounds}>
        {bound('Min', minKey)}
        <span aria-hidden>–</span>
        {bound('Max', maxKey)}
      </div>
      {conflict ? (
        <p id={messageId} className={styles.conflict}>
          {conflict.text}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A labelled select of the admin filters; `options` start with the one that filters nothing. */
function AdminSelect(props: LabelledSelectProps) {
  return (
    <LabelledSelect
      {...props}
      classes={{ field: styles.field, label: styles.fieldLabel, select: styles.input }}
    />
  );
}

/** A yes/no filter's options: 'any' (no filter), then yes and no, each in its own words. */
function flagOptions(any: string, yes: string, no: string) {
  return [
    { value: '', label: any },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}

const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));
const parseFlag = (value: string) => (value === '' ? undefined : value === 'true');

function AdminFilters({ filters, onChange }: { filters: CatalogueFilters; onChange: Change }) {
  const contractors = useCatalogueContractors();
  const contractorOptions = (contractors.data?.contractors ?? []).map((contractor) => ({
    value: contractor.id,
    label: contractor.name,
  }));
  // The plan id applies once typed: on leaving the field or on Enter.
  const commitPlanId = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    if (value !== (filters.planId ?? '')) onChange({ planId: value || undefined });
  };
  return (
    <fieldset className={classNames(styles.fieldset, styles.wide)}>
      <legend className={styles.legend}>Admin filters</legend>
      <div className={styles.adminGrid}>
        <AdminSelect
          label="Contractor"
          value={filters.contractorId ?? ''}
          options={[{ value: '', label: 'Any contractor' }, ...contractorOptions]}
          onChange={(contractorId) => onChange({ contractorId: contractorId || undefined })}
        />
        <AdminSelect
          label="Type"
          value={filters.type ?? ''}
          options={[{ value: '', label: 'Any type' }, ...PLAN_TYPE_OPTIONS]}
          onChange={(type) =>
            onChange({ type: PLAN_TYPE_OPTIONS.find((option) => option.value === type)?.value })
          }
        />
        <AdminSelect
          label="Hidden"
          value={flagValue(filters.hidden)}
          options={flagOptions('Hidden and visible', 'Hidden only', 'Visible only')}
          onChange={(hidden) => onChange({ hidden: parseFlag(hidden) })}
        />
        <AdminSelect
          label="Pre-approved"
          value={flagValue(filters.preApproved)}
          options={flagOptions('Any', 'Pre-approved', 'Not pre-approved')}
          onChange={(preApproved) => onChange({ preApproved: parseFlag(preApproved) })}
        />
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Plan ID</span>
          <input
            key={filters.planId ?? ''}
            className={styles.input}
            name="planId"
            defaultValue={filters.planId ?? ''}
            onBlur={commitPlanId}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitPlanId(event);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
