import fieldStyles from '../../../components/form/Field.module.css';
import { FieldError } from '../../../components/form/FieldError';
import { errorIdOf } from '../../../components/form/boundControl';
import type { TextFieldBinding } from '../../../components/form/useForm';
import { classNames } from '../../../lib/classNames';
import { useAreaValues, type AreaChoice, type AreaLevel } from './api/parcelSourcesApi';
import { chosenArea } from './parcelSourceRules';
import own from './ParcelSources.module.css';

/** Said under the area of a parcel source, unless the form says otherwise. */
const SOURCE_AREA_HINT =
  "The state, county or city the source answers for. A city's source answers before its county's, a county's before its state's.";

/**
 * The area a record belongs to (a parcel source, a rule set): a state, then (optionally) one of
 * its counties, then one of that county's cities; the most specific one chosen is the area.
 * Changing a state forgets its county and city. `field` is the form's `areaId`, whose message
 * shows under the three and whose id is the state's select (where a refused save puts the focus).
 */
export function AreaField({
  choice,
  field,
  onChange,
  hint = SOURCE_AREA_HINT,
}: {
  choice: AreaChoice;
  field: TextFieldBinding;
  onChange: (choice: AreaChoice) => void;
  hint?: string;
}) {
  const errorId = errorIdOf(field);
  const hintId = `${field.id}-hint`;
  const change = (next: AreaChoice) => {
    onChange(next);
    field.onChange(chosenArea(next));
  };
  return (
    <fieldset
      className={own.fieldset}
      aria-describedby={field.error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={own.legend}>Area</legend>
      <span id={hintId} className={fieldStyles.hint}>
        {hint}
      </span>
      <AreaSelect
        id={field.id}
        level="state"
        label="State"
        parentId={null}
        value={choice.state}
        invalid={Boolean(field.error)}
        errorId={errorId}
        onChange={(state) => change({ state, county: '', city: '' })}
      />
      {choice.state ? (
        <AreaSelect
          id={`${field.id}-county`}
          level="county"
          label="County"
          parentId={choice.state}
          value={choice.county}
          onChange={(county) => change({ ...choice, county, city: '' })}
        />
      ) : null}
      {choice.county ? (
        <AreaSelect
          id={`${field.id}-city`}
          level="city"
          label="City"
          parentId={choice.county}
          value={choice.city}
          onChange={(city) => change({ ...choice, city })}
        />
      ) : null}
      <FieldError id={errorId} message={field.error} />
    </fieldset>
  );
}

const ANY: Record<AreaLevel, string> = {
  state: 'Choose a state',
  county: 'The whole state (no county)',
  city: 'The whole county (no city)',
};

function AreaSelect({
  id,
  level,
  label,
  parentId,
  value,
  invalid = false,
  errorId,
  onChange,
}: {
  id: string;
  level: AreaLevel;
  label: string;
  parentId: string | null;
  value: string;
  invalid?: boolean;
  errorId?: string;
  onChange: (value: string) => void;
}) {
  const places = useAreaValues(level, parentId);
  const loading = places.isPending;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={classNames(fieldStyles.input, invalid && fieldStyles.invalid)}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading…' : ANY[level]}</option>
        {(places.data ?? []).map((place) => (
          <option key={place.id} value={place.id}>
            {place.name}
          </option>
        ))}
      </select>
      {places.isError ? (
        <p className={fieldStyles.error} role="alert">
          The {label.toLowerCase()} list could not be loaded. Please try again.
        </p>
      ) : null}
    </div>
  );
}
