import type { MapState } from '../store/mapStore';
import { selectPlacement } from '../store/placementSlice';
import type { MapData } from '../model/mapData';
import type { SavedMapState } from '../model/mapState';

/**
 * The map as the user has it now, as the map session stores it. A new object on every call:
 * subscribe to it through `useShallow`, which keeps the previous one while no field changed.
 */
export function selectMapData(state: MapState): MapData {
  const { address, lot, structures, view, ownView, basemap, selectedId, savedResult } = state;
  const placement = selectPlacement(state);
  const planPlaced = lot && selectedId && placement;
  return {
    address,
    place: state.propertyPlace,
    lot,
    structures,
    // The app's own framing is done again for the screen the map opens on next time.
    view: ownView ? view : null,
    basemap,
    planId: planPlaced ? selectedId : null,
    placement: planPlaced ? placement : null,
    savedResult,
    building: state.buildingChoice,
  };
}

/** What "Save" stores, once a plan is placed on a lot. */
export function selectSavedState(state: MapState): SavedMapState | undefined {
  const { address, propertyPlace: place, lot, structures, selectedId, buildingChoice } = state;
  const placement = selectPlacement(state);
  return lot && selectedId && placement
    ? { address, place, lot, structures, planId: selectedId, placement, building: buildingChoice }
    : undefined;
}

/** Whether two saved states are the same map: the store replaces what it changes. */
export function sameSavedState(a: SavedMapState, b: SavedMapState): boolean {
  return (
    a.address === b.address &&
    a.place === b.place &&
    a.building === b.building &&
    a.lot === b.lot &&
    a.structures === b.structures &&
    a.planId === b.planId &&
    a.placement === b.placement
  );
}
