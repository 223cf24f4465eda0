import { classNames } from '../../lib/classNames';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import type { TextFieldBinding } from './useForm';

/** A labelled multi-line text field bound to a form, its message tied to it like TextField's. */
export function TextareaField({
  label,
  field,
  rows = 4,
  className,
}: {
  label: string;
  field: TextFieldBinding;
  rows?: number;
  className?: string;
}) {
  const errorId = `${field.id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        className={classNames(styles.input, field.error && styles.invalid, className)}
        rows={rows}
        value={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      <FieldError id={errorId} message={field.error} />
    </div>
  );
}
