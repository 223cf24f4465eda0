import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { LonLat } from '../../geometry/ring';
import type { GeocodeResult } from './geocode';
import { lotContains, startingLot, type Lot } from './lot';
import { setLotOutline } from './lotLayer';
import type { MapData } from './mapData';
import { setStructureShapes } from './structureLayer';
import type { Structure } from './structures';

/** Close enough to see a 60 × 120 ft lot and a plan on it on a phone. */
export const PROPERTY_ZOOM = 19.5;

export interface LotPlacement {
  lot: Lot | null;
  /** Replaces the lot after an edit (corners, setbacks, front). */
  editLot: (lot: Lot) => void;
  /** The existing buildings on the lot. */
  structures: Structure[];
  editStructures: (structures: Structure[]) => void;
  /** The map is flying to a chosen address. */
  flying: boolean;
  /** The chosen address in words; empty when the lot was placed by hand. */
  address: string;
  /** Puts a starting lot around `center` without moving the map. */
  placeAt: (center: LonLat) => void;
  /** Flies to a geocoded address and puts a starting lot around it. */
  chooseAddress: (result: GeocodeResult) => void;
}

/**
 * The property on the map: a starting lot around the chosen address, or around the spot the user
 * taps — the way to place it when the geocoder is down or does not know the address — and the
 * buildings already on it. A tap moves the whole lot only while none is placed or outside it;
 * taps on the lot belong to the plan. A new lot starts without the old lot's buildings.
 */
export function useLotPlacement(
  map: MapLibreMap | undefined,
  styleEpoch: number,
  restored: MapData,
): LotPlacement {
  const [lot, setLot] = useState<Lot | null>(restored.lot);
  const [structures, setStructures] = useState<Structure[]>(restored.structures);
  const [address, setAddress] = useState(restored.address);
  const [flying, setFlying] = useState(false);

  useEffect(() => {
    if (map) setLotOutline(map, lot);
  }, [map, lot, styleEpoch]);

  useEffect(() => {
    if (map) setStructureShapes(map, structures);
  }, [map, structures, styleEpoch]);

  const newProperty = (center: LonLat, label: string) => {
    setAddress(label);
    setLot(startingLot(center));
    setStructures([]);
  };

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      // A tap on a handle is an edit, not a new place.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('.maplibregl-marker')) return;
      const center: LonLat = [event.lngLat.lng, event.lngLat.lat];
      if (lot && lotContains(lot, center)) return;
      setAddress('');
      setLot(startingLot(center));
      setStructures([]);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, lot]);

  const chooseAddress = (result: GeocodeResult) => {
    const center: LonLat = [result.lon, result.lat];
    newProperty(center, result.label);
    if (!map) return;
    setFlying(true);
    map.once('moveend', () => setFlying(false));
    // Across a country the full flight would take long; past 2.5 s maplibre jumps instead.
    map.flyTo({ center, zoom: PROPERTY_ZOOM, maxDuration: 2500 });
  };

  return {
    lot,
    editLot: setLot,
    structures,
    editStructures: setStructures,
    placeAt: (center) => newProperty(center, ''),
    flying,
    address,
    chooseAddress,
  };
}
