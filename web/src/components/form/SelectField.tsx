import { boundControlProps } from './boundControl';
import { BoundField } from './BoundField';
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
  return (
    <BoundField field={field} label={label}>
      <select {...boundControlProps(field)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </BoundField>
  );
}
