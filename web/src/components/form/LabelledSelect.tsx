import { SelectOptions, type SelectOption } from './SelectOptions';

export interface LabelledSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/**
 * A select inside its label, outside any form (a filter: a list's Status, the catalogue's admin
 * filters); `classes` style the label, its words and the select.
 */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  classes,
}: LabelledSelectProps & {
  classes: { field?: string; label?: string; select?: string };
}) {
  return (
    <label className={classes.field}>
      <span className={classes.label}>{label}</span>
      <select
        className={classes.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <SelectOptions options={options} />
      </select>
    </label>
  );
}
