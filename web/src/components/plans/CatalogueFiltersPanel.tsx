import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { BoundInput } from '../form/BoundInput';
import { ChipFieldset } from '../form/ChipFieldset';
import { classNames } from '../../lib/classNames';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
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
import styles from './CatalogueFiltersPanel.module.css';
import { CATALOGUE_CONTRACTORS } from './catalogueContractors';

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
  const describedBy = conflict ? messageId : undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.bounds}>
        <BoundInput
          className={styles.boundInput}
          label={`Min ${noun}`}
          placeholder="Min"
          name={minKey}
          describedBy={describedBy}
          value={filters[minKey]}
          onCommit={(value) => onChange({ [minKey]: value })}
        />
        <span aria-hidden>–</span>
        <BoundInput
          className={styles.boundInput}
          label={`Max ${noun}`}
          placeholder="Max"
          name={maxKey}
          describedBy={describedBy}
          value={filters[maxKey]}
          onCommit={(value) => onChange({ [maxKey]: value })}
        />
      </div>
      {conflict ? (
        <p id={messageId} className={styles.conflict}>
          {conflict.text}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 'Any' or one of two answers, for the admin's yes/no filters. */
function flagValue(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

function parseFlagValue(event: ChangeEvent<HTMLSelectElement>): boolean | undefined {
  const { value } = event.target;
  return value === '' ? undefined : value === 'true';
}

function AdminFilters({ filters, onChange }: { filters: CatalogueFilters; onChange: Change }) {
  const contractors = useGraphQLQuery(CATALOGUE_CONTRACTORS, {});
  return (
    <fieldset className={classNames(styles.fieldset, styles.wide)}>
      <legend className={styles.legend}>Admin filters</legend>
      <div className={styles.adminGrid}>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Contractor</span>
          <select
            className={styles.input}
            value={filters.contractorId ?? ''}
            onChange={(event) => onChange({ contractorId: event.target.value || undefined })}
          >
            <option value="">Any contractor</option>
            {(contractors.data?.contractors ?? []).map((contractor) => (
              <option key={contractor.id} value={contractor.id}>
                {contractor.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Type</span>
          <select
            className={styles.input}
            value={filters.type ?? ''}
            onChange={(event) =>
              onChange({
                type: PLAN_TYPE_OPTIONS.find((option) => option.value === event.target.value)
                  ?.value,
              })
            }
          >
            <option value="">Any type</option>
            {PLAN_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Hidden</span>
          <select
            className={styles.input}
            value={flagValue(filters.hidden)}
            onChange={(event) => onChange({ hidden: parseFlagValue(event) })}
          >
            <option value="">Hidden and visible</option>
            <option value="true">Hidden only</option>
            <option value="false">Visible only</option>
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Pre-approved</span>
          <select
            className={styles.input}
            value={flagValue(filters.preApproved)}
            onChange={(event) => onChange({ preApproved: parseFlagValue(event) })}
          >
            <option value="">Any</option>
            <option value="true">Pre-approved</option>
            <option value="false">Not pre-approved</option>
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Plan ID</span>
          <input
            key={filters.planId ?? ''}
            className={styles.input}
            name="planId"
            defaultValue={filters.planId ?? ''}
            onBlur={(event) => {
              const value = event.currentTarget.value.trim();
              if (value !== (filters.planId ?? '')) onChange({ planId: value || undefined });
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              const value = event.currentTarget.value.trim();
              if (value !== (filters.planId ?? '')) onChange({ planId: value || undefined });
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
