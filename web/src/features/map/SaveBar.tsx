import { Calculator, Save } from 'lucide-react';
import buttons from '../../components/buttons.module.css';
import styles from './SaveBar.module.css';

/** Save the placement to My Plans, or save it and open the plan's estimate. */
export function SaveBar({
  saving,
  onSave,
  onEstimate,
}: {
  saving: boolean;
  onSave: () => void;
  onEstimate: () => void;
}) {
  return (
    <div className={styles.bar}>
      <button type="button" className={buttons.secondary} disabled={saving} onClick={onSave}>
        <Save aria-hidden size={16} />
        Save
      </button>
      <button type="button" className={buttons.primary} disabled={saving} onClick={onEstimate}>
        <Calculator aria-hidden size={16} />
        Estimate
      </button>
    </div>
  );
}
