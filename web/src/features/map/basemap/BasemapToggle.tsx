import { memo } from 'react';
import { classNames } from '../../../lib/classNames';
import { MAP_OVERLAY } from '../framing/obstacles';
import { useMapStore } from '../store/mapStore';
import styles from './BasemapToggle.module.css';
import type { Basemap } from '../../../components/map/mapStyle';

const LABELS: Record<Basemap, string> = { aerial: 'Aerial', street: 'Street' };

/**
 * Aerial imagery or a street map under the plan: two buttons, the pressed one is showing.
 * Memoised: it changes with the basemap only, not with the map screen's other renders.
 */
export const BasemapToggle = memo(function BasemapToggle() {
  const basemap = useMapStore((s) => s.basemap);
  const switchBasemap = useMapStore((s) => s.switchBasemap);
  return (
    <div className={styles.toggle} role="group" aria-label="Basemap" {...MAP_OVERLAY}>
      {(Object.keys(LABELS) as Basemap[]).map((option) => (
        <button
          key={option}
          type="button"
          className={classNames(styles.option, option === basemap && styles.active)}
          aria-pressed={option === basemap}
          onClick={() => {
            if (option !== basemap) switchBasemap(option);
          }}
        >
          {LABELS[option]}
        </button>
      ))}
    </div>
  );
});
