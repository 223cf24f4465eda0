import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { LonLat } from '../../geometry/ring';
import type { GeocodeResult } from './geocode';
import { lotCentre, lotContains, startingLot, type Lot } from './lot';
import { setLotOutline } from './lotLayer';
import type { SavedMapState } from './mapState';

/** Close enough to see a 60 × 120 ft lot and a plan on it on a phone. */
const PROPERTY_ZOOM = 19.5;

export interface LotPlacement {
  lot: Lot | null;
  /** Replaces the lot after an edit (corners, setbacks, front). */
  editLot: (lot: Lot) => void;
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
 * taps — the way to place it when the geocoder is down or does not know the address. A tap moves
 * the whole lot only while none is placed; after that taps belong to the plan on it.
 */
export function useLotPlacement(
  map: MapLibreMap | undefined,
  kept: SavedMapState | undefined,
): LotPlacement {
  const [lot, setLot] = useState<Lot | null>(kept?.lot ?? null);
  const [address, setAddress] = useState(kept?.address ?? '');

  // A lot kept across sign-in is shown where it is, not where the map opens.
  useEffect(() => {
    if (map && kept) map.jumpTo({ center: lotCentre(kept.lot), zoom: PROPERTY_ZOOM });
  }, [map, kept]);
  const [flying, setFlying] = useState(false);

  useEffect(() => {
    if (!map) return;
    setLotOutline(map, lot);
  }, [map, lot]);

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      // A tap on a lot handle is an edit, not a new place.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('.maplibregl-marker')) return;
      const center: LonLat = [event.lngLat.lng, event.lngLat.lat];
      if (lot && lotContains(lot, center)) return;
      setAddress('');
      setLot(startingLot(center));
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, lot]);

  const chooseAddress = (result: GeocodeResult) => {
    const center: LonLat = [result.lon, result.lat];
    setAddress(result.label);
    setLot(startingLot(center));
    if (!map) return;
    setFlying(true);
    map.once('moveend', () => setFlying(false));
    // Across a country the full flight would take long; past 2.5 s maplibre jumps instead.
    map.flyTo({ center, zoom: PROPERTY_ZOOM, maxDuration: 2500 });
  };

  const placeAt = (center: LonLat) => {
    setAddress('');
    setLot(startingLot(center));
  };

  return { lot, editLot: setLot, placeAt, flying, address, chooseAddress };
}
