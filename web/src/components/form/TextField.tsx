import type { HTMLInputAutoCompleteAttribute } from 'react';
import { boundControlProps } from './boundControl';
import { BoundField } from './BoundField';
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
  return (
    <BoundField field={field} label={label} hint={hint}>
      <input
        {...boundControlProps(field, { hint: Boolean(hint) })}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // Phones: no capitalised first letter or autocorrect in addresses and passwords.
        autoCapitalize={type === 'text' ? undefined : 'none'}
        spellCheck={type === 'text' ? undefined : false}
      />
    </BoundField>
  );
}
