import { MIN_CORNERS } from '../model/corners';
import styles from './LotPanel.module.css';

/**
 * Removes the corner of a shape (the lot, a structure) selected on the map: 'Tap a corner to
 * remove it' until one is, and never below a triangle's three.
 */
export function RemoveCornerButton({
  corner,
  corners,
  onRemove,
}: {
  /** The corner selected on the map. */
  corner: number | undefined;
  /** How many corners the shape has. */
  corners: number;
  onRemove: (corner: number) => void;
}) {
  return (
    <button
      type="button"
      className={styles.action}
      disabled={corner === undefined || corners <= MIN_CORNERS}
      onClick={() => {
        if (corner !== undefined) onRemove(corner);
      }}
    >
      {corner === undefined ? 'Tap a corner to remove it' : `Remove corner ${corner + 1}`}
    </button>
  );
}
