import { boundControlProps } from './boundControl';
import { BoundField } from './BoundField';
import { SelectOptions, type SelectOption } from './SelectOptions';
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
  options: readonly SelectOption[];
}) {
  return (
    <BoundField field={field} label={label}>
      <select {...boundControlProps(field)}>
        <option value="" disabled>
          {placeholder}
        </option>
        <SelectOptions options={options} />
      </select>
    </BoundField>
  );
}
