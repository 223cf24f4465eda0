import type { ReactNode } from 'react';
import { errorIdOf, hintIdOf } from './boundControl';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import type { TextFieldBinding } from './useForm';

/** A form field's label, optional hint line and validation message around its control. */
export function BoundField({
  field,
  label,
  hint,
  children,
}: {
  field: TextFieldBinding;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <span id={hintIdOf(field)} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      <FieldError id={errorIdOf(field)} message={field.error} />
    </div>
  );
}
