import type { ChangeEvent } from 'react';
import { classNames } from '../../lib/classNames';
import styles from './Field.module.css';
import type { TextFieldBinding } from './useForm';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The id of the line under a field's label, when it has one. */
export function hintIdOf(field: { id: string }): string {
  return `${field.id}-hint`;
}

/** The id of a field's validation message. */
export function errorIdOf(field: { id: string }): string {
  return `${field.id}-error`;
}

/**
 * What an input, select or textarea bound to a form field carries: its id, name and value, its
 * validation state with the message (and the hint, if any) tied to it, its change and blur.
 */
export function boundControlProps(
  field: TextFieldBinding,
  { hint = false, className }: { hint?: boolean; className?: string } = {},
) {
  const describedBy = [hint ? hintIdOf(field) : '', field.error ? errorIdOf(field) : '']
    .join(' ')
    .trim();
  return {
    id: field.id,
    name: field.name,
    value: field.value,
    className: classNames(styles.input, field.error && styles.invalid, className),
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<Control>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}
