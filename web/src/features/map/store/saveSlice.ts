import type { StateCreator, StoreApi } from 'zustand';
import type { MapState } from './mapStore';
import type { MapData, SavedResultRef } from '../model/mapData';

/** The saved plan this map was last saved as, which Save updates. */
export interface SaveSlice {
  /**
   * Set by a save, or by opening a saved plan from My Plans; kept in the map session. Save
   * updates it only while the address is the one it was saved at: a new property is a new
   * saved plan.
   */
  savedResult: SavedResultRef | null;
  saved: (result: SavedResultRef | null) => void;
}

export function createSaveSlice(restored: MapData): StateCreator<MapState, [], [], SaveSlice> {
  return (set) => ({
    savedResult: restored.savedResult,
    saved: (savedResult) => set({ savedResult }),
  });
}

/** The saved plan that Save should update now, if any. */
export function selectUpdatableResult(state: MapState): string | undefined {
  const { savedResult, address } = state;
  return savedResult && savedResult.address === address ? savedResult.id : undefined;
}

/** The saved plan the map is exactly as, if it is: Estimate opens that plan's page. */
export function selectUnchangedResult(state: MapState): string | undefined {
  const { savedResult } = state;
  return savedResult?.unchanged ? selectUpdatableResult(state) : undefined;
}

/**
 * Marks the saved plan as changed when anything it was saved with changes (address, lot,
 * structures, chosen plan, placement): the fields `sameSavedState` compares, read from the store
 * as kept rather than through `selectSavedState`, whose placement appears only once the chosen
 * plan's details have loaded — that arrival is no change. The store replaces what it changes, so
 * comparing references is enough; the map session then keeps the mark across leaving the map.
 */
export function watchChangesSinceSave(store: StoreApi<MapState>): void {
  store.subscribe((state, previous) => {
    const { savedResult } = state;
    if (!savedResult?.unchanged || savedResult !== previous.savedResult) return;
    const changed =
      state.address !== previous.address ||
      state.lot !== previous.lot ||
      state.structures !== previous.structures ||
      state.selectedId !== previous.selectedId ||
      state.placed?.placement !== previous.placed?.placement;
    if (changed) state.saved({ ...savedResult, unchanged: false });
  });
}
