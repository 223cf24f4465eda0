import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { RuntimeConfig } from '../../../lib/config/runtimeConfig';
import { createBasemapSlice, DEFAULT_VIEW, type BasemapSlice } from './basemapSlice';
import { createBuildableSlice, type BuildableSlice } from './buildableSlice';
import { lotCentre } from '../model/lot';
import { createLotSlice, PROPERTY_ZOOM, type LotSlice } from './lotSlice';
import { createPlacementSlice, type PlacementSlice } from './placementSlice';
import { createRulesSlice, type RulesSlice } from './rulesSlice';
import { createSaveSlice, watchChangesSinceSave, type SaveSlice } from './saveSlice';
import type { MapData } from '../model/mapData';
import { createStripSlice, type StripSlice } from './stripSlice';
import { createStructuresSlice, type StructuresSlice } from './structuresSlice';

export type MapState = BasemapSlice &
  LotSlice &
  StructuresSlice &
  StripSlice &
  PlacementSlice &
  BuildableSlice &
  RulesSlice &
  SaveSlice;

/**
 * The map screen's state, one slice per room, opened on `restored` (the map as the user left
 * it). One store per map screen, not per app: leaving the map and coming back starts afresh
 * from the stored session, as the screen always has.
 */
export function createMapStore(
  config: RuntimeConfig,
  restored: MapData,
  lastViewed: string[],
): StoreApi<MapState> {
  const store = createStore<MapState>()((...args) => ({
    ...createBasemapSlice(config, openingView(restored))(...args),
    ...createLotSlice(restored)(...args),
    ...createStructuresSlice(restored)(...args),
    ...createStripSlice(restored, lastViewed)(...args),
    ...createPlacementSlice(restored)(...args),
    ...createBuildableSlice()(...args),
    ...createRulesSlice(restored)(...args),
    ...createSaveSlice(restored)(...args),
  }));
  watchChangesSinceSave(store);
  return store;
}

/**
 * Where the map opens: the user's own view as they left it; else around the lot, which is framed
 * for this screen as soon as the map is up; else the default view.
 */
function openingView(restored: MapData): Parameters<typeof createBasemapSlice>[1] {
  if (restored.view) return { view: restored.view, own: true, frame: undefined };
  if (!restored.lot) return { view: DEFAULT_VIEW, own: false, frame: undefined };
  return {
    view: { center: lotCentre(restored.lot), zoom: PROPERTY_ZOOM },
    own: false,
    frame: { what: 'site', move: 'fit', animate: false },
  };
}

/** The store of the map screen being shown; MapWorkspace provides it. */
export const MapStoreContext = createContext<StoreApi<MapState> | null>(null);

/** The store itself, for handlers and effects that read the newest state when they run. */
export function useMapStoreApi(): StoreApi<MapState> {
  const store = useContext(MapStoreContext);
  if (!store) throw new Error('useMapStore is used outside the map screen');
  return store;
}

/**
 * Reads the map screen's state with a one-field selector, `useMapStore((s) => s.lot)`: the
 * component renders again only when that field changes.
 */
export function useMapStore<T>(selector: (state: MapState) => T): T {
  return useStore(useMapStoreApi(), selector);
}
