import type { HTMLInputAutoCompleteAttribute } from 'react';
import { classNames } from '../../lib/classNames';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import type { TextFieldBinding } from './useForm';

/** A labelled input whose validation message is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  field,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
}: {
  label: string;
  field: TextFieldBinding;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** The phone keyboard to offer, e.g. 'decimal' for an amount typed as text. */
  inputMode?: 'decimal' | 'numeric';
  /** A line under the label, e.g. the unit. */
  hint?: string;
}) {
  const errorId = `${field.id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <span id={`${field.id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        id={field.id}
        name={field.name}
        type={type}
        value={field.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // Phones: no capitalised first letter or autocorrect in addresses and passwords.
        autoCapitalize={type === 'text' ? undefined : 'none'}
        spellCheck={type === 'text' ? undefined : false}
        className={classNames(styles.input, field.error && styles.invalid)}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={
          [hint ? `${field.id}-hint` : '', field.error ? errorId : ''].join(' ').trim() || undefined
        }
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      />
      <FieldError id={errorId} message={field.error} />
    </div>
  );
}
