import { Plus, Trash2 } from 'lucide-react';
import buttons from '../../../components/buttons.module.css';
import fieldStyles from '../../../components/form/Field.module.css';
import own from './Directories.module.css';

/** One value row of the form; `id` is set for a stored value, `key` keeps React's rows apart. */
export interface ValueRow {
  key: string;
  id?: string;
  name: string;
  description: string;
  parentId: string;
}

let rowCounter = 0;
const newRow = (): ValueRow => {
  rowCounter += 1;
  return { key: `new-${rowCounter}`, name: '', description: '', parentId: '' };
};

/** The directory's values, each with its name, description and parent, to change, add or remove. */
export function DirectoryValuesField({
  rows,
  onChange,
}: {
  rows: ValueRow[];
  onChange: (rows: ValueRow[]) => void;
}) {
  const change = (key: string, patch: Partial<ValueRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const parents = rows.filter((row) => row.id);
  return (
    <fieldset className={own.values}>
      <legend className={own.valueName}>Values</legend>
      <ul className={own.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={own.row}>
            <RowInput
              label={`Value ${index + 1} name`}
              value={row.name}
              onChange={(name) => change(row.key, { name })}
            />
            <RowInput
              label="Description"
              value={row.description}
              onChange={(description) => change(row.key, { description })}
            />
            <label className={fieldStyles.field}>
              <span className={fieldStyles.label}>Parent</span>
              <select
                className={fieldStyles.input}
                value={row.parentId}
                onChange={(event) => change(row.key, { parentId: event.target.value })}
              >
                <option value="">None</option>
                {parents
                  .filter((parent) => parent.id !== row.id)
                  .map((parent) => (
                    <option key={parent.key} value={parent.id}>
                      {parent.name}
                    </option>
                  ))}
              </select>
            </label>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              aria-label={`Remove value ${index + 1}`}
            >
              <Trash2 aria-hidden size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => onChange([...rows, newRow()])}
      >
        <Plus aria-hidden size={16} />
        Add value
      </button>
    </fieldset>
  );
}

function RowInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <input
        className={fieldStyles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
