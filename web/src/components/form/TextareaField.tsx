import { boundControlProps } from './boundControl';
import { BoundField } from './BoundField';
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
  return (
    <BoundField field={field} label={label}>
      <textarea {...boundControlProps(field, { className })} rows={rows} />
    </BoundField>
  );
}
