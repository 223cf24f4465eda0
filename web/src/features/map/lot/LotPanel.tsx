import { memo } from 'react';
import { useMapStore } from '../store/mapStore';
import { FeetInput } from './FeetInput';
import { LotFileLoader } from './LotFileLoader';
import { removeCorner, setFrontEdge, setSetback } from '../model/lot';
import { RemoveCornerButton } from './RemoveCornerButton';
import styles from './LotPanel.module.css';

/**
 * The lot's rules in a form: one setback per lot line, the street-facing line marked front, and
 * removing the corner selected on the map; and loading the lot from a file. Corners themselves
 * are dragged on the map. Before a lot is placed, only the file.
 *
 * Memoised: the map screen re-renders on every step of a drag; the lot's rules do not change.
 */
export const LotPanel = memo(function LotPanel() {
  const lot = useMapStore((s) => s.lot);
  const editLot = useMapStore((s) => s.editLot);
  const selectedCorner = useMapStore((s) => s.selectedCorner);
  const selectCorner = useMapStore((s) => s.selectLotCorner);
  if (!lot) {
    return (
      <details className={styles.panel}>
        <summary>Have a survey or GIS file of your lot?</summary>
        <LotFileLoader />
      </details>
    );
  }
  return (
    <details className={styles.panel}>
      <summary>Lot lines and setbacks ({lot.corners.length} corners)</summary>
      {lot.parcel && (
        <p className={styles.hint}>
          {[
            `Parcel ${lot.parcel.apn}`,
            lot.parcel.zoning && `zoning ${lot.parcel.zoning}`,
            lot.parcel.situsAddress,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <p className={styles.hint}>
        Drag the round handles to match your property; tap a small one to add a corner.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Lot line</th>
            <th scope="col">Setback, ft</th>
            <th scope="col">Front</th>
          </tr>
        </thead>
        <tbody>
          {lot.setbacksFt.map((feet, edge) => (
            // Edges have no identity beyond their place in the ring.
            <tr key={edge}>
              <th scope="row">Line {edge + 1}</th>
              <td>
                <FeetInput
                  label={`Setback of line ${edge + 1}, ft`}
                  value={feet}
                  onFeet={(setback) => editLot(setSetback(lot, edge, setback))}
                />
              </td>
              <td>
                <input
                  type="radio"
                  name="front-edge"
                  aria-label={`Line ${edge + 1} faces the street`}
                  checked={lot.frontEdge === edge}
                  onChange={() => editLot(setFrontEdge(lot, edge))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          disabled={lot.frontEdge === -1}
          onClick={() => editLot(setFrontEdge(lot, -1))}
        >
          No front line
        </button>
        <RemoveCornerButton
          corner={selectedCorner}
          corners={lot.corners.length}
          onRemove={(corner) => {
            editLot(removeCorner(lot, corner));
            selectCorner(undefined);
          }}
        />
      </div>
      <LotFileLoader />
    </details>
  );
});
