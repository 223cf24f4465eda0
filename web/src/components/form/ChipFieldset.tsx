import { classNames } from '../../lib/classNames';
import styles from './ChipFieldset.module.css';

/**
 * A question with several answers as a row of chips (SPEC §5's bedrooms, bathrooms, square-foot
 * bands): each chip is a real checkbox, and the answers come back in the options' order, not in
 * the order they were ticked. `compact` fits the chips under the map on a phone.
 */
export function ChipFieldset<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  compact = false,
  className,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (values: T[]) => void;
  compact?: boolean;
  /** Lays the fieldset out in its form (e.g. a row of its own). */
  className?: string | undefined;
}) {
  const toggle = (value: T, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <fieldset className={classNames(styles.fieldset, compact && styles.compact, className)}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="checkbox"
              className={styles.chipInput}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className={styles.chipLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
