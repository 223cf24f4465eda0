import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../lib/classNames';
import {
  savedSitePlanUrl,
  type SitePlanFormat,
  type SitePlanOrientation,
  type SitePlanPaper,
} from '../lib/sitePlanUrls';
import buttons from './buttons.module.css';
import styles from './SitePlanDownloads.module.css';

/** The files offered, in the order listed. */
const FILES: readonly { format: SitePlanFormat; paper: SitePlanPaper; text: string }[] = [
  { format: 'pdf', paper: 'letter', text: 'PDF, Letter' },
  { format: 'pdf', paper: 'tabloid', text: 'PDF, Tabloid' },
  { format: 'svg', paper: 'letter', text: 'SVG' },
];

const ORIENTATIONS: readonly { value: SitePlanOrientation; text: string }[] = [
  { value: 'landscape', text: 'Landscape' },
  { value: 'portrait', text: 'Portrait' },
];

/**
 * "Download site plan": a disclosure of a saved placement's to-scale site plan as PDF on Letter
 * or Tabloid, or as SVG, on a sheet standing landscape (as the API draws it unless asked) or
 * portrait. Plain links: the browser downloads each under the name the API gives it, with the
 * session cookie, and a person may open one in a new tab or copy it. Escape closes it again.
 */
export function SitePlanDownloads({
  mapResultId,
  of,
}: {
  mapResultId: string;
  /** What the placement is called, where a page lists several (My Plans' cards). */
  of?: string;
}) {
  const [orientation, setOrientation] = useState<SitePlanOrientation>('landscape');
  const summary = useRef<HTMLElement>(null);
  const group = useId();
  const close = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    summary.current?.focus();
  };
  return (
    <details className={styles.menu} onKeyDown={close}>
      <summary
        ref={summary}
        className={classNames(buttons.secondary, styles.toggle)}
        // The name starts with the words shown, so speech users can say what they see.
        aria-label={of ? `Download site plan: ${of}` : undefined}
      >
        Download site plan
        <ChevronDown aria-hidden size={16} className={styles.chevron} />
      </summary>
      <div className={styles.options}>
        <fieldset className={styles.sheet}>
          <legend className={styles.legend}>Sheet</legend>
          {ORIENTATIONS.map(({ value, text }) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={group}
                value={value}
                checked={orientation === value}
                onChange={() => setOrientation(value)}
              />
              {text}
            </label>
          ))}
        </fieldset>
        <ul className={styles.files}>
          {FILES.map(({ format, paper, text }) => (
            <li key={`${format}-${paper}`}>
              <a
                className={buttons.secondary}
                href={savedSitePlanUrl(mapResultId, format, { paper, orientation })}
                download
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
