import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import type { TextFieldBinding } from '../../../../components/form/useForm';
import fieldStyles from '../../../../components/form/Field.module.css';
import { FormCard } from './FormCard';
import { resizeRooms, toNumber, type RoomAreas } from './planFormRules';
import styles from './PlanForm.module.css';

const TYPE_OPTIONS = [
  { value: 'HOUSE', label: 'House' },
  { value: 'SHED', label: 'Shed' },
] as const;

const ROOM_KINDS = [
  { kind: 'bedroom', count: 'bedroomCount', title: 'Bedrooms', one: 'Bedroom' },
  { kind: 'bathroom', count: 'bathroomCount', title: 'Bathrooms', one: 'Bathroom' },
  { kind: 'kitchen', count: 'kitchenCount', title: 'Kitchens', one: 'Kitchen' },
] as const;

type MetaField =
  | 'type'
  | 'totalArea'
  | 'outerArea'
  | 'width'
  | 'length'
  | 'height'
  | 'bedroomCount'
  | 'bathroomCount'
  | 'kitchenCount';

/**
 * The Meta card: the plan's type, areas, footprint and rooms. Each room count grows or shrinks
 * its list of room areas, so the list always has one area per room.
 */
export function PlanMetaCard({
  field,
  select,
  rooms,
  onRoomsChange,
}: {
  field: (name: MetaField) => TextFieldBinding;
  select: (name: 'type') => TextFieldBinding;
  rooms: RoomAreas;
  onRoomsChange: (next: RoomAreas) => void;
}) {
  return (
    <FormCard id="plan-meta" title="Meta">
      <div className={styles.fieldGrid}>
        <SelectField
          label="Type"
          field={select('type')}
          placeholder="Choose a type"
          options={TYPE_OPTIONS}
        />
        <TextField label="Total area" hint="sq ft" field={field('totalArea')} inputMode="decimal" />
        <TextField
          label="Outer area"
          hint="sq ft, optional"
          field={field('outerArea')}
          inputMode="decimal"
        />
        <TextField label="Width" hint="feet" field={field('width')} inputMode="decimal" />
        <TextField label="Length" hint="feet" field={field('length')} inputMode="decimal" />
        <TextField
          label="Height"
          hint="feet to the top of the roof, optional: local rules' height limits need it"
          field={field('height')}
          inputMode="decimal"
        />
      </div>
      {ROOM_KINDS.map(({ kind, count, title, one }) => {
        const countField = field(count);
        return (
          <fieldset key={kind} className={styles.rooms}>
            <legend className={styles.cardTitle}>{title}</legend>
            <TextField
              label={`${title} count`}
              inputMode="numeric"
              field={{
                ...countField,
                onChange: (typed) => {
                  countField.onChange(typed);
                  onRoomsChange({ ...rooms, [kind]: resizeRooms(rooms[kind], toNumber(typed)) });
                },
              }}
            />
            {rooms[kind].map((area, index) => {
              const id = `${countField.id}-room-${index}`;
              return (
                <div key={id} className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor={id}>
                    {one} {index + 1} area (sq ft)
                  </label>
                  <input
                    id={id}
                    className={fieldStyles.input}
                    inputMode="decimal"
                    value={area}
                    onChange={(event) => {
                      const list = [...rooms[kind]];
                      list[index] = event.target.value;
                      onRoomsChange({ ...rooms, [kind]: list });
                    }}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </FormCard>
  );
}
