import { Calculator, Save } from 'lucide-react';
import { memo } from 'react';
import buttons from '../../../components/buttons.module.css';
import { useMapStore } from '../mapStore';
import { selectReport } from '../placement/placementSlice';
import { selectSavedState } from '../session/selectMapData';
import styles from './SaveBar.module.css';
import { useSavePlacement } from './useSavePlacement';

/**
 * Save the placement to My Plans, or save it and open the plan's estimate; offered once a placed
 * plan has been checked. It stays mounted while hidden, so a placement saved once is not saved
 * again. Memoised: a drag does not change whether a plan can be saved.
 */
export const SaveBar = memo(function SaveBar() {
  const { saving, save, estimate } = useSavePlacement();
  const ready = useMapStore(
    (s) => selectSavedState(s) !== undefined && selectReport(s) !== undefined,
  );
  if (!ready) return null;
  return (
    <div className={styles.bar}>
      <button type="button" className={buttons.secondary} disabled={saving} onClick={save}>
        <Save aria-hidden size={16} />
        Save
      </button>
      <button type="button" className={buttons.primary} disabled={saving} onClick={estimate}>
        <Calculator aria-hidden size={16} />
        Estimate
      </button>
    </div>
  );
});
