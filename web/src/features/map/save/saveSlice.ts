import type { StateCreator } from 'zustand';
import type { MapState } from '../mapStore';
import type { MapData, SavedResultRef } from '../session/mapData';

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
