import { memo } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { FeetInput } from '../lot/FeetInput';
import styles from '../lot/LotPanel.module.css';
import { RemoveCornerButton } from '../lot/RemoveCornerButton';
import { lotCentre } from '../model/lot';
import {
  removeStructureCorner,
  renameStructure,
  setSeparation,
  startingStructure,
  STRUCTURE_KINDS,
  structureName,
  updateStructure,
  type Structure,
} from '../model/structures';
import { useMapStore } from '../store/mapStore';
import { selectEditedStructure } from '../store/structuresSlice';

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
            return (
              <StructureItem
                key={structure.id}
                structure={structure}
                editing={editing}
                selectedCorner={selectedCorner}
                onChange={(edit) => editStructures(updateStructure(structures, structure.id, edit))}
                onEdit={() => editStructure(editing ? undefined : structure.id)}
                onCornerRemoved={() => selectCorner(undefined)}
                onDelete={() => {
                  editStructures(structures.filter((s) => s.id !== structure.id));
                  if (editing) editStructure(undefined);
                }}
              />
            );
          })}
        </ul>
      ) : null}
    </details>
  );
});

/** One structure of the list: its name, its distance, and editing its corners or deleting it. */
function StructureItem({
  structure,
  editing,
  selectedCorner,
  onChange: change,
  onEdit,
  onCornerRemoved,
  onDelete,
}: {
  structure: Structure;
  /** Its corners have handles on the map. */
  editing: boolean;
  /** The corner tapped on the map, of the structure being edited. */
  selectedCorner: number | undefined;
  onChange: (edit: (structure: Structure) => Structure) => void;
  /** Starts or ends editing its corners. */
  onEdit: () => void;
  onCornerRemoved: () => void;
  onDelete: () => void;
}) {
  const name = structureName(structure);
  return (
    <li className={styles.structure}>
      <label className={styles.field}>
        <span>Name</span>
        <input
          value={structure.name}
          onChange={(event) => change((s) => renameStructure(s, event.target.value))}
        />
      </label>
      <div className={styles.field}>
        <label htmlFor={`separation-${structure.id}`}>Keep away, ft</label>
        <FeetInput
          id={`separation-${structure.id}`}
          value={structure.separationFt}
          onFeet={(feet) => change((s) => setSeparation(s, feet))}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} aria-pressed={editing} onClick={onEdit}>
          {editing ? `Done with the ${name}` : `Edit the ${name}'s corners`}
        </button>
        {editing ? (
          <RemoveCornerButton
            corner={selectedCorner}
            corners={structure.corners.length}
            onRemove={(corner) => {
              change((s) => removeStructureCorner(s, corner));
              onCornerRemoved();
            }}
          />
        ) : null}
        <button type="button" className={styles.action} onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          Delete the {name}
        </button>
      </div>
    </li>
  );
}
