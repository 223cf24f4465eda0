import type { StateCreator } from 'zustand';
import type { MapState } from './mapStore';
import type { MapData } from '../model/mapData';
import type { Structure } from '../model/structures';

/** The buildings already on the lot, and the one whose corners are being edited on the map. */
export interface StructuresSlice {
  structures: Structure[];
  /** The structure whose corners have handles on the map. */
  editingId: string | undefined;
  /** Its corner tapped on the map, which the structures panel offers to remove. */
  structureCorner: number | undefined;
  editStructures: (structures: Structure[]) => void;
  /** Puts the handles on structure `id` (or none), with no corner selected. */
  editStructure: (id: string | undefined) => void;
  selectStructureCorner: (index: number | undefined) => void;
}

export function createStructuresSlice(
  restored: MapData,
): StateCreator<MapState, [], [], StructuresSlice> {
  return (set) => ({
    structures: restored.structures,
    editingId: undefined,
    structureCorner: undefined,
    editStructures: (structures) => set({ structures }),
    editStructure: (editingId) => set({ editingId, structureCorner: undefined }),
    selectStructureCorner: (structureCorner) => set({ structureCorner }),
  });
}

/** The structure being edited, while it still exists. */
export function selectEditedStructure(state: MapState): Structure | undefined {
  return state.structures.find((structure) => structure.id === state.editingId);
}
