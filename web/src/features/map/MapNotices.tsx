import { CircleAlert, Info, X } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { classNames } from '../../lib/classNames';
import { MAP_OVERLAY } from './framing/obstacles';
import { useMapStore } from './store/mapStore';
import styles from './MapScreen.module.css';
import { mapNotices } from './model/notices';
import { selectFootprintStatus } from './store/placementSlice';

/**
 * What the map asks of the user or could not do, under the address search: one notice at a time
 * in one place, the most pressing first (see `mapNotices`), each of which the user may put away —
 * the next one then takes its place. Notices that stacked up covered a phone's lot. Memoised: none
 * of it changes during a drag.
 */
export const MapNotices = memo(function MapNotices() {
  const search = useMapStore((s) => s.searchNotice);
  const footprint = useMapStore(selectFootprintStatus);
  const planId = useMapStore((s) => s.selectedId);
  const lotPlaced = useMapStore((s) => s.lot !== null);
  const waitingTitle = useMapStore((s) => s.selectedPlan?.title);
  const tilesFailed = useMapStore((s) => s.tilesFailed);
  const streetUnavailable = useMapStore((s) => s.streetUnavailable && s.basemap === 'aerial');
  const parcel = useMapStore((s) => s.parcelNotice);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useRef<HTMLParagraphElement>(null);
  const notice = mapNotices({
    search,
    footprint,
    planId,
    lotPlaced,
    // A plan brought from its page waits for the property before it is placed.
    waitingPlan: planId === undefined ? undefined : { id: planId, title: waitingTitle },
    tilesFailed,
    streetUnavailable,
    parcel,
  }).find((candidate) => !dismissed.has(candidate.id));
  if (!notice) return null;
  const Icon = notice.tone === 'error' ? CircleAlert : Info;
  return (
    <p
      {...MAP_OVERLAY}
      ref={shown}
      key={notice.id}
      className={classNames(styles.notice, notice.tone === 'error' && styles.error)}
      role={notice.role}
    >
      <Icon aria-hidden size={16} />
      <span className={styles.noticeText}>{notice.text}</span>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss"
        onClick={(event) => {
          const around = shown.current?.parentElement;
          flushSync(() => setDismissed((current) => new Set(current).add(notice.id)));
          // From the keyboard (a click of detail 0), focus goes on to the next notice's close
          // button, or back to the address box, rather than to the top of the page.
          if (event.detail !== 0) return;
          const next =
            around?.querySelector<HTMLElement>('button[aria-label="Dismiss"]') ??
            around?.querySelector<HTMLElement>('input[type="search"]');
          next?.focus();
        }}
      >
        <X aria-hidden size={16} />
      </button>
    </p>
  );
});
