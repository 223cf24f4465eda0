import type { ReactNode } from 'react';
import { errorIdOf } from './boundControl';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import type { CheckboxBinding } from './useForm';

/** A checkbox with its label beside it (which may hold a link) and its validation message. */
export function CheckboxField({ label, field }: { label: ReactNode; field: CheckboxBinding }) {
  const errorId = errorIdOf(field);
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          className={styles.checkbox}
          checked={field.checked}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          onChange={(event) => field.onChange(event.target.checked)}
        />
        <label htmlFor={field.id}>{label}</label>
      </div>
      <FieldError id={errorId} message={field.error} />
    </div>
  );
}
