import { memo } from 'react';
import { buildableSentence } from '../model/buildableArea';
import { selectBuildable } from '../store/buildableSlice';
import { useMapStore } from '../store/mapStore';
import styles from './FitPanel.module.css';

/**
 * "Show where it fits", inside the fit panel: the switch for the map's shading of where the plan
 * may stand, and that shading in words, read out when it changes. Renders when the worker answers
 * for a new angle or site, not on every check of a drag.
 */
export const WhereItFits = memo(function WhereItFits() {
  const show = useMapStore((s) => s.showBuildable);
  const setShow = useMapStore((s) => s.setShowBuildable);
  const area = useMapStore(selectBuildable);
  return (
    <div className={styles.whereItFits}>
      <label className={styles.showFits}>
        <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
        Show where it fits
      </label>
      {/* Always in the page while shown, so a screen reader hears each new answer. */}
      {show ? (
        <p className={styles.fitsNote} aria-live="polite" aria-atomic="true">
          {area ? buildableSentence(area) : ''}
        </p>
      ) : null}
    </div>
  );
});
