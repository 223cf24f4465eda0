import { memo } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { MIN_CORNERS } from '../lot/corners';
import { FeetInput } from '../lot/FeetInput';
import { lotCentre } from '../lot/lot';
import styles from '../lot/LotPanel.module.css';
import { useMapStore } from '../mapStore';
import {
  removeStructureCorner,
  renameStructure,
  setSeparation,
  startingStructure,
  STRUCTURE_KINDS,
  structureName,
  updateStructure,
  type Structure,
} from './structures';
import { selectEditedStructure } from './structuresSlice';

/**
 * The buildings already on the lot (main house, garage, others): add one, name it, set the
 * distance a new building keeps from it, pick it to drag its corners on the map, delete it.
 *
 * Shown once a lot is placed. Memoised: the map screen re-renders on every step of a drag; the
 * structures do not change.
 */
export const StructuresPanel = memo(function StructuresPanel() {
  const lot = useMapStore((s) => s.lot);
  const structures = useMapStore((s) => s.structures);
  const editStructures = useMapStore((s) => s.editStructures);
  const editingId = useMapStore((s) => selectEditedStructure(s)?.id);
  const editStructure = useMapStore((s) => s.editStructure);
  const selectedCorner = useMapStore((s) => s.structureCorner);
  const selectCorner = useMapStore((s) => s.selectStructureCorner);
  if (!lot) return null;

  const add = (kind: Structure['kind']) => {
    const structure = startingStructure(
      kind,
      lotCentre(lot),
      structures.length,
      crypto.randomUUID(),
    );
    editStructures([...structures, structure]);
    editStructure(structure.id);
  };
  const change = (id: string, edit: (s: Structure) => Structure) =>
    editStructures(updateStructure(structures, id, edit));

  return (
    <details className={styles.panel}>
      <summary>Existing structures ({structures.length})</summary>
      <p className={styles.hint}>
        Add the buildings already on your lot; the plan keeps its distance from them.
      </p>
      <div className={styles.actions}>
        {STRUCTURE_KINDS.map((entry) => (
          <button
            key={entry.kind}
            type="button"
            className={styles.action}
            onClick={() => add(entry.kind)}
          >
            <Plus aria-hidden size={16} />
            Add {entry.label.toLowerCase()}
          </button>
        ))}
      </div>
      {structures.length > 0 ? (
        <ul className={styles.structures} aria-label="Existing structures">
          {structures.map((structure) => {
            const editing = structure.id === editingId;
            const canRemove =
              editing && selectedCorner !== undefined && structure.corners.length > MIN_CORNERS;
            const name = structureName(structure);
            return (
              <li key={structure.id} className={styles.structure}>
                <label className={styles.field}>
                  <span>Name</span>
                  <input
                    value={structure.name}
                    onChange={(event) =>
                      change(structure.id, (s) => renameStructure(s, event.target.value))
                    }
                  />
                </label>
                <div className={styles.field}>
                  <label htmlFor={`separation-${structure.id}`}>Keep away, ft</label>
                  <FeetInput
                    id={`separation-${structure.id}`}
                    value={structure.separationFt}
                    onFeet={(feet) => change(structure.id, (s) => setSeparation(s, feet))}
                  />
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.action}
                    aria-pressed={editing}
                    onClick={() => editStructure(editing ? undefined : structure.id)}
                  >
                    {editing ? `Done with the ${name}` : `Edit the ${name}'s corners`}
                  </button>
                  {editing ? (
                    <button
                      type="button"
                      className={styles.action}
                      disabled={!canRemove}
                      onClick={() => {
                        if (selectedCorner === undefined) return;
                        change(structure.id, (s) => removeStructureCorner(s, selectedCorner));
                        selectCorner(undefined);
                      }}
                    >
                      {selectedCorner === undefined
                        ? 'Tap a corner to remove it'
                        : `Remove corner ${selectedCorner + 1}`}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => {
                      editStructures(structures.filter((s) => s.id !== structure.id));
                      if (editing) editStructure(undefined);
                    }}
                  >
                    <Trash2 aria-hidden size={16} />
                    Delete the {name}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
});
