import { classNames } from '../../lib/classNames';
import styles from './BasemapToggle.module.css';
import type { Basemap } from './mapStyle';

const LABELS: Record<Basemap, string> = { aerial: 'Aerial', street: 'Street' };

/** Aerial imagery or a street map under the plan: two buttons, the pressed one is showing. */
export function BasemapToggle({
  basemap,
  onChange,
}: {
  basemap: Basemap;
  onChange: (basemap: Basemap) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label="Basemap">
      {(Object.keys(LABELS) as Basemap[]).map((option) => (
        <button
          key={option}
          type="button"
          className={classNames(styles.option, option === basemap && styles.active)}
          aria-pressed={option === basemap}
          onClick={() => {
            if (option !== basemap) onChange(option);
          }}
        >
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
}
