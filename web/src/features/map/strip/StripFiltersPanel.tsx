import { Ruler, SlidersHorizontal } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { BoundInput } from '../../../components/form/BoundInput';
import { ChipFieldset } from '../../../components/form/ChipFieldset';
import { classNames } from '../../../lib/classNames';
import {
  AREA_BAND_OPTIONS,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
} from '../../../lib/planFilterOptions';
import type { BoundKey } from '../../../lib/planFilters';
import { useMapStore } from '../store/mapStore';
import { activeFilterCount, NO_STRIP_FILTERS, type StripFilters } from '../model/stripFilters';
import styles from './StripFiltersPanel.module.css';

type Change = (patch: Partial<StripFilters>) => void;

const AREA_CHOICES = AREA_BAND_OPTIONS.map((band) => ({ value: band.key, label: band.key }));

/**
 * The strip's filters (SPEC §5: square-foot bands, bedrooms Studio–4, bathrooms 0–2, width and
 * length bounds) folded behind a button, and "Fits my lot", which needs a lot on the map first.
 * Memoised: it changes with the filters and the lot's arrival only.
 */
export const StripFiltersPanel = memo(function StripFiltersPanel() {
  const filters = useMapStore((s) => s.filters);
  const onChange = useMapStore((s) => s.changeFilters);
  const lotPlaced = useMapStore((s) => s.lot !== null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hintId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className={styles.filters}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden size={16} />
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </button>
        <button
          type="button"
          className={classNames(styles.toggle, filters.fitsLot && styles.pressed)}
          aria-pressed={filters.fitsLot}
          aria-describedby={lotPlaced ? undefined : hintId}
          disabled={!lotPlaced}
          onClick={() => onChange({ fitsLot: !filters.fitsLot })}
        >
          <Ruler aria-hidden size={16} />
          Fits my lot
        </button>
        {lotPlaced ? null : (
          <span id={hintId} className={styles.hint}>
            Place your lot to find the plans that fit it.
          </span>
        )}
      </div>
      {open ? (
        <form
          id={panelId}
          className={styles.panel}
          aria-label="Plan filters"
          onSubmit={(event) => event.preventDefault()}
        >
          <ChipFieldset
            compact
            legend="Square feet"
            options={AREA_CHOICES}
            selected={filters.areas}
            onChange={(areas) => onChange({ areas })}
          />
          <ChipFieldset
            compact
            legend="Bedrooms"
            options={BEDROOM_OPTIONS}
            selected={filters.bedrooms}
            onChange={(bedrooms) => onChange({ bedrooms })}
          />
          <ChipFieldset
            compact
            legend="Bathrooms"
            options={BATHROOM_OPTIONS}
            selected={filters.bathrooms}
            onChange={(bathrooms) => onChange({ bathrooms })}
          />
          <Bounds
            legend="Width (ft)"
            noun="width"
            keys={['minWidth', 'maxWidth']}
            filters={filters}
            onChange={onChange}
          />
          <Bounds
            legend="Length (ft)"
            noun="length"
            keys={['minLength', 'maxLength']}
            filters={filters}
            onChange={onChange}
          />
          {count > 0 ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange({ ...NO_STRIP_FILTERS, fitsLot: false })}
            >
              Clear filters
            </button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
});

/** A min and max in feet, at least 0 (SPEC §5), applied as the user types (see BoundInput). */
function Bounds({
  legend,
  noun,
  keys,
  filters,
  onChange,
}: {
  legend: string;
  noun: string;
  keys: [BoundKey, BoundKey];
  filters: StripFilters;
  onChange: Change;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.bounds}>
        {keys.map((key, i) => (
          <BoundInput
            key={key}
            className={styles.input}
            label={i === 0 ? `Min ${noun}` : `Max ${noun}`}
            placeholder={i === 0 ? 'Min' : 'Max'}
            value={filters[key]}
            onCommit={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
