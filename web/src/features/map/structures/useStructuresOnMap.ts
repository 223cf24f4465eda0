import { useEffect } from 'react';
import { usePolygonHandles, type PolygonHandlers } from '../drag/usePolygonHandles';
import { useMapStore, useMapStoreApi } from '../store/mapStore';
import { setStructureShapes } from './structureLayer';
import {
  addStructureCorner,
  moveStructureCorner,
  structureTitle,
  updateStructure,
  type Structure,
} from '../model/structures';
import { selectEditedStructure } from '../store/structuresSlice';

/** The existing structures on the map, and handles on the corners of the one being edited. */
export function useStructuresOnMap(): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const styleEpoch = useMapStore((s) => s.styleEpoch);
  const structures = useMapStore((s) => s.structures);
  const editing = useMapStore(selectEditedStructure);
  const selectedCorner = useMapStore((s) => s.structureCorner);

  useEffect(() => {
    if (map) setStructureShapes(map, structures);
  }, [map, structures, styleEpoch]);

  const editEdited = (edit: (structure: Structure) => Structure) => {
    const state = store.getState();
    const edited = selectEditedStructure(state);
    if (edited) state.editStructures(updateStructure(state.structures, edited.id, edit));
  };
  const handlers: PolygonHandlers = {
    moveCorner: (index, point) => editEdited((s) => moveStructureCorner(s, index, point)),
    addCorner: (edge) => editEdited((s) => addStructureCorner(s, edge)),
    selectCorner: (index) => store.getState().selectStructureCorner(index),
  };
  usePolygonHandles(
    map,
    editing ? structureTitle(editing) : '',
    editing?.id ?? '',
    editing?.corners,
    handlers,
    selectedCorner,
  );
}
