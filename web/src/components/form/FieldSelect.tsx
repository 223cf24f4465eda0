import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';
import { SelectOptions, type SelectOption } from './SelectOptions';

/**
 * A form's labelled select whose value its screen keeps (not `useForm`'s): a `placeholder`
 * option that cannot be chosen back, when given, and `children` under the select (a note that
 * `describedBy` names).
 */
export function FieldSelect({
  label,
  value,
  options,
  placeholder,
  describedBy,
  onChange,
  children,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  placeholder?: string;
  describedBy?: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        <SelectOptions options={options} />
      </select>
      {children}
    </div>
  );
}
