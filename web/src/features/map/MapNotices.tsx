import { Info } from 'lucide-react';
import { memo } from 'react';
import { useMapStore } from './mapStore';
import styles from './MapScreen.module.css';
import { selectFootprintStatus, type FootprintStatus } from './placement/placementSlice';

const FOOTPRINT_MESSAGES: Partial<Record<FootprintStatus, string>> = {
  'no-size': 'This plan has no width and length yet, so it cannot be drawn on the map.',
  failed: 'The plan could not be drawn on the map. Please try again.',
};

const TILE_MESSAGES = {
  aerial: 'Aerial imagery could not be loaded. Plans are still drawn to scale.',
  street: 'The street map could not be loaded. Plans are still drawn to scale.',
} as const;

/**
 * What the map asks of the user or could not do, over the map: place the property, imagery that
 * did not load, a plan that cannot be drawn. Memoised: none of it changes during a drag.
 */
export const MapNotices = memo(function MapNotices() {
  const lotPlaced = useMapStore((s) => s.lot !== null);
  // A plan brought from its page waits for the property before it is placed.
  const waiting = useMapStore((s) => s.selectedId !== undefined);
  const waitingTitle = useMapStore((s) => s.selectedPlan?.title);
  const tilesFailed = useMapStore((s) => s.tilesFailed);
  const streetUnavailable = useMapStore((s) => s.streetUnavailable && s.basemap === 'aerial');
  const footprintMessage = useMapStore((s) => FOOTPRINT_MESSAGES[selectFootprintStatus(s)]);
  return (
    <div className={styles.notices}>
      {lotPlaced ? null : waiting ? (
        <p className={styles.notice} role="status">
          <Info aria-hidden size={16} />
          Search for your address to place {waitingTitle ?? 'this plan'} on your lot, or tap the map
          where your property is.
        </p>
      ) : (
        <p className={styles.notice}>
          <Info aria-hidden size={16} />
          Search for your address, or tap the map to place your property.
        </p>
      )}
      {tilesFailed ? (
        <p className={styles.notice} role="status">
          {TILE_MESSAGES[tilesFailed]}
        </p>
      ) : null}
      {streetUnavailable ? (
        <p className={styles.notice} role="status">
          The street map is not available right now; the aerial view stays on.
        </p>
      ) : null}
      {footprintMessage ? (
        <p className={styles.notice} role="alert">
          {footprintMessage}
        </p>
      ) : null}
    </div>
  );
});
