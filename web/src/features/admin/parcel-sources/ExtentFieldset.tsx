import { useId } from 'react';
import fieldStyles from '../../../components/form/Field.module.css';
import { FieldError } from '../../../components/form/FieldError';
import type { TextFieldBinding } from '../../../components/form/useForm';
import type { ParcelProtocol } from '../../../lib/graphql/gql/graphql';
import { classNames } from '../../../lib/classNames';
import { EXTENT_SIDES, extentHint, type ExtentSide } from './parcelSourceRules';
import own from './ParcelSources.module.css';

const SIDE_LABELS: Record<ExtentSide, string> = {
  west: 'West (longitude)',
  south: 'South (latitude)',
  east: 'East (longitude)',
  north: 'North (latitude)',
};

/**
 * The box a source covers, as four optional numbers (west, south, east, north); what is wrong
 * with them is said once under the four, and each side it concerns points to it.
 */
export function ExtentFieldset({
  protocol,
  field,
}: {
  protocol: ParcelProtocol;
  field: (side: ExtentSide) => TextFieldBinding;
}) {
  const hintId = useId();
  const errorId = useId();
  const sides = EXTENT_SIDES.map((side) => ({ side, binding: field(side) }));
  const messages = [...new Set(sides.flatMap(({ binding }) => binding.error ?? []))];
  return (
    <fieldset className={own.fieldset} aria-describedby={hintId}>
      <legend className={own.legend}>Extent (optional)</legend>
      <span id={hintId} className={fieldStyles.hint}>
        {extentHint(protocol)}
      </span>
      <div className={own.pair}>
        {sides.map(({ side, binding }) => (
          <div key={side} className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={binding.id}>
              {SIDE_LABELS[side]}
            </label>
            <input
              id={binding.id}
              name={binding.name}
              className={classNames(fieldStyles.input, binding.error && fieldStyles.invalid)}
              value={binding.value}
              // No decimal keypad: a phone's has no minus sign, and western longitudes need one.
              autoComplete="off"
              aria-invalid={binding.error ? true : undefined}
              aria-describedby={binding.error ? errorId : undefined}
              onChange={(event) => binding.onChange(event.target.value)}
              onBlur={binding.onBlur}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={messages.join(' ')} />
    </fieldset>
  );
}
