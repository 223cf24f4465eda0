import { memo } from 'react';
import { useMapStore } from '../store/mapStore';
import { FeetInput } from './FeetInput';
import { LotFileLoader } from './LotFileLoader';
import {
  LINE_KIND_LABELS,
  LINE_KINDS,
  removeCorner,
  setSetback,
  type LineKind,
} from '../model/lot';
import { SETBACK_FIGURES } from '../model/localRules';
import { formatFeet } from '../model/units';
import { selectAppliedRules } from '../store/rulesSlice';
import { RemoveCornerButton } from './RemoveCornerButton';
import styles from './LotPanel.module.css';

/**
 * The lot's rules in a form: one setback and one kind (front, side, rear, street side) per lot
 * line, and removing the corner selected on the map; and loading the lot from a file. Corners themselves
 * are dragged on the map. Before a lot is placed, only the file.
 *
 * Memoised: the map screen re-renders on every step of a drag; the lot's rules do not change.
 */
export const LotPanel = memo(function LotPanel() {
  const lot = useMapStore((s) => s.lot);
  const editLot = useMapStore((s) => s.editLot);
  const selectedCorner = useMapStore((s) => s.selectedCorner);
  const selectCorner = useMapStore((s) => s.selectLotCorner);
  const chooseLineKind = useMapStore((s) => s.chooseLineKind);
  const rules = useMapStore(selectAppliedRules);
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
        Drag the round handles to match your property; tap a small one to add a corner. Tap a
        line&apos;s label on the map to say which is the front, a side, the rear or a street side.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Lot line</th>
            <th scope="col">Setback, ft</th>
            <th scope="col">Kind</th>
          </tr>
        </thead>
        <tbody>
          {lot.setbacksFt.map((feet, edge) => {
            // A local rule that sets this kind of line's setback holds instead of the typed one.
            const figure = SETBACK_FIGURES[lot.lineKinds[edge] ?? 'side'];
            const rule = rules?.applied.find((applied) => applied.figure === figure);
            return (
              // Edges have no identity beyond their place in the ring.
              <tr key={edge}>
                <th scope="row">Line {edge + 1}</th>
                <td>
                  {rule ? (
                    <span className={styles.ruleSetback}>
                      {formatFeet(rule.value)}
                      <span className={styles.ruleSource}>by {rule.citation}</span>
                    </span>
                  ) : (
                    <FeetInput
                      label={`Setback of line ${edge + 1}, ft`}
                      value={feet}
                      onFeet={(setback) => editLot(setSetback(lot, edge, setback))}
                    />
                  )}
                </td>
                <td>
                  <select
                    className={styles.kind}
                    aria-label={`Kind of line ${edge + 1}`}
                    value={lot.lineKinds[edge] ?? 'side'}
                    onChange={(event) => chooseLineKind(edge, event.target.value as LineKind)}
                  >
                    {LINE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {LINE_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
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
