import { useState } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import shared from '../visit/siteVisits.module.css';

/** Text or a number, saved when the field is left. */
export function TextAnswer({
  id,
  value,
  describedBy,
  onAnswer,
  multiline = false,
}: {
  id: string;
  value: unknown;
  describedBy: string | undefined;
  onAnswer: (value: unknown) => void;
  multiline?: boolean;
}) {
  const saved = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const [typed, setTyped] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    if (typed === saved) return;
    if (multiline) {
      onAnswer(typed.trim() === '' ? null : typed);
      return;
    }
    const number = Number(typed.trim());
    if (typed.trim() !== '' && !Number.isFinite(number)) {
      setError('Please enter a number.');
      return;
    }
    setError(undefined);
    onAnswer(typed.trim() === '' ? null : number);
  };
  const common = {
    id,
    className: fieldStyles.input,
    value: typed,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onBlur: save,
  };
  return (
    <>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => setTyped(event.target.value)} />
      ) : (
        <input {...common} inputMode="decimal" onChange={(event) => setTyped(event.target.value)} />
      )}
      {error ? <span className={shared.warning}>{error}</span> : null}
    </>
  );
}
