import { Calculator, CopyPlus, FileDown, Save } from 'lucide-react';
import { memo } from 'react';
import buttons from '../../../components/buttons.module.css';
import { useAppStore } from '../../../stores/appStore';
import { useMapStore } from '../store/mapStore';
import { selectReport } from '../store/placementSlice';
import { selectSavedState } from '../session/selectMapData';
import styles from './SaveBar.module.css';
import { selectUpdatableResult } from '../store/saveSlice';
import { useSavePlacement } from './useSavePlacement';
import { useSitePlanDownload } from './useSitePlanDownload';

/**
 * Save the placement to My Plans (over the plan it was saved as, or as a new copy), open the
 * plan's estimate for it, or, signed in, download its site plan as it stands, unsaved; offered
 * once a placed plan has been checked. It stays mounted while hidden, so it remembers what it
 * saved. Memoised: a drag does not change whether a plan can be saved.
 */
export const SaveBar = memo(function SaveBar() {
  const { saving, save, saveAsNew, estimate } = useSavePlacement();
  const { downloading, download } = useSitePlanDownload();
  const loggedIn = useAppStore((s) => s.loggedIn);
  const ready = useMapStore(
    (s) => selectSavedState(s) !== undefined && selectReport(s) !== undefined,
  );
  const savedBefore = useMapStore((s) => selectUpdatableResult(s) !== undefined);
  if (!ready) return null;
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={saving}
        // A click that no pointer made (detail 0) came from Enter or Space.
        onClick={(event) => save(event.detail === 0)}
      >
        <Save aria-hidden size={16} />
        Save
      </button>
      {savedBefore ? (
        <button type="button" className={buttons.secondary} disabled={saving} onClick={saveAsNew}>
          <CopyPlus aria-hidden size={16} />
          Save as new
        </button>
      ) : null}
      <button type="button" className={buttons.primary} disabled={saving} onClick={estimate}>
        <Calculator aria-hidden size={16} />
        Estimate
      </button>
      {loggedIn ? (
        <button
          type="button"
          className={buttons.secondary}
          disabled={downloading}
          onClick={download}
        >
          <FileDown aria-hidden size={16} />
          Download site plan (PDF)
        </button>
      ) : null}
    </div>
  );
});
