import { classNames } from '../../lib/classNames';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import type { TextFieldBinding } from './useForm';

/** A labelled select with a placeholder option, so "nothing chosen yet" can be validated. */
export function SelectField({
  label,
  field,
  placeholder,
  options,
}: {
  label: string;
  field: TextFieldBinding;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  const errorId = `${field.id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        value={field.value}
        className={classNames(styles.input, field.error && styles.invalid)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={field.error} />
    </div>
  );
}
