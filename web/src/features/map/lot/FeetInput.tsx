import { useId, useState } from 'react';
import { FieldError } from '../../../components/form/FieldError';
import { readFeet } from '../model/units';

/**
 * A distance in feet (a setback, a clearance to a structure). A valid entry is passed on as it is
 * typed; a negative one is refused with its reason at the field, and the rule keeps its last
 * valid value until the entry is corrected. What is typed stays as typed while the field has
 * focus ("1." on its way to "1.5"); left valid or empty, the field shows the rule's value again.
 */
export function FeetInput({
  value,
  id,
  label,
  onFeet,
}: {
  value: number;
  /** For a `<label htmlFor>` that names the field. */
  id?: string;
  /** The field's accessible name when no label names it ("Setback of line 2, ft"). */
  label?: string;
  onFeet: (feet: number) => void;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const errorId = useId();
  const entry = draft === undefined ? undefined : readFeet(draft);
  const error = entry && 'error' in entry ? entry.error : undefined;
  return (
    <>
      <input
        type="number"
        min={0}
        step={0.5}
        inputMode="decimal"
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft ?? value}
        onChange={(event) => {
          const text = event.target.value;
          const read = readFeet(text);
          setDraft(text);
          if ('feet' in read) onFeet(read.feet);
        }}
        onBlur={() => {
          if (!error) setDraft(undefined);
        }}
      />
      <FieldError id={errorId} message={error} />
    </>
  );
}
