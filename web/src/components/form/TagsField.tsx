import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import buttons from '../buttons.module.css';
import styles from './Field.module.css';
import tags from './TagsField.module.css';

/** A list of short texts typed one at a time: Enter or a comma adds one, × removes it. */
export function TagsField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');

  const add = () => {
    const tag = typed.trim();
    setTyped('');
    if (tag && !value.some((known) => known.toLowerCase() === tag.toLowerCase()))
      onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={tags.box}>
        <ul className={tags.tags} aria-label={label}>
          {value.map((tag) => (
            <li key={tag} className={tags.tag}>
              {tag}
              <button
                type="button"
                className={buttons.chipIcon}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={`Remove ${tag}`}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className={tags.input}
          value={typed}
          placeholder={placeholder}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
      </div>
    </div>
  );
}
