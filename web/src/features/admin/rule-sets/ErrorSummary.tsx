import { CircleAlert } from 'lucide-react';
import type { SummaryEntry } from './useRuleSetForm';
import own from './RuleSets.module.css';

/**
 * Why the form was not saved, every message in one place at its top (the fields show theirs
 * too): each one naming a field is a link that moves the focus to it.
 */
export function ErrorSummary({ id, entries }: { id: string; entries: readonly SummaryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div
      id={id}
      className={own.summaryBox}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className={own.summaryTitle}>
        <CircleAlert aria-hidden size={18} className={own.summaryIcon} />
        The rule set was not saved
      </p>
      <ul className={own.summaryList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.target ? (
              <a
                href={`#${entry.target}`}
                onClick={(event) => {
                  event.preventDefault();
                  if (entry.target) document.getElementById(entry.target)?.focus();
                }}
              >
                {entry.message}
              </a>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
