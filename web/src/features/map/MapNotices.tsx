import { Info, X } from 'lucide-react';
import { memo, useState } from 'react';
import { classNames } from '../../lib/classNames';
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
 * What the map asks of the user or could not do, under the address search: place the property,
 * imagery that did not load (which the user may put away), a plan that cannot be drawn.
 * Memoised: none of it changes during a drag.
 */
export const MapNotices = memo(function MapNotices() {
  const lotPlaced = useMapStore((s) => s.lot !== null);
  // A plan brought from its page waits for the property before it is placed.
  const waiting = useMapStore((s) => s.selectedId !== undefined);
  const waitingTitle = useMapStore((s) => s.selectedPlan?.title);
  const tilesFailed = useMapStore((s) => s.tilesFailed);
  const streetUnavailable = useMapStore((s) => s.streetUnavailable && s.basemap === 'aerial');
  const footprintMessage = useMapStore((s) => FOOTPRINT_MESSAGES[selectFootprintStatus(s)]);
  // Put away for the basemap it is about: the other basemap failing is news again.
  const [dismissedTiles, setDismissedTiles] = useState<typeof tilesFailed>(undefined);
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
      {tilesFailed && tilesFailed !== dismissedTiles ? (
        <p className={classNames(styles.notice, styles.dismissible)} role="status">
          {TILE_MESSAGES[tilesFailed]}
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss"
            onClick={() => setDismissedTiles(tilesFailed)}
          >
            <X aria-hidden size={16} />
          </button>
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
