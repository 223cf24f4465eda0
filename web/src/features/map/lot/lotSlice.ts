import type { StateCreator } from 'zustand';
import type { LonLat } from '../../../geometry/ring';
import type { GeocodeResult } from '../../../lib/geocode';
import type { MapState } from '../mapStore';
import type { MapData } from '../session/mapData';
import { startingLot, type Lot } from './lot';

/** Close enough to see a 60 × 120 ft lot and a plan on it on a phone. */
export const PROPERTY_ZOOM = 19.5;

/**
 * The property on the map: a starting lot around the chosen address, or around the spot the user
 * taps — the way to place it when the geocoder is down or does not know the address. A new lot
 * starts without the old lot's buildings.
 */
export interface LotSlice {
  lot: Lot | null;
  /** The chosen address in words; empty when the lot was placed by hand. */
  address: string;
  /** The map is flying to a chosen address. */
  flying: boolean;
  /** The lot corner tapped on the map, which the lot panel offers to remove. */
  selectedCorner: number | undefined;
  /** Replaces the lot after an edit (corners, setbacks, front). */
  editLot: (lot: Lot) => void;
  /** Puts a starting lot around `center` without moving the map. */
  placeProperty: (center: LonLat, address: string) => void;
  /** Flies to a geocoded address and puts a starting lot around it. */
  chooseAddress: (result: GeocodeResult) => void;
  selectLotCorner: (index: number | undefined) => void;
}

export function createLotSlice(restored: MapData): StateCreator<MapState, [], [], LotSlice> {
  return (set, get) => ({
    lot: restored.lot,
    address: restored.address,
    flying: false,
    selectedCorner: undefined,
    editLot: (lot) => set({ lot }),
    placeProperty: (center, address) => set({ address, lot: startingLot(center), structures: [] }),
    chooseAddress: (result) => {
      const center: LonLat = [result.lon, result.lat];
      get().placeProperty(center, result.label);
      const map = get().map;
      if (!map) return;
      set({ flying: true });
      map.once('moveend', () => set({ flying: false }));
      // Across a country the full flight would take long; past 2.5 s maplibre jumps instead.
      map.flyTo({ center, zoom: PROPERTY_ZOOM, maxDuration: 2500 });
    },
    selectLotCorner: (selectedCorner) => set({ selectedCorner }),
  });
}
