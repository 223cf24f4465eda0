import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import type { LonLat } from '../../../geometry/ring';
import { useMapStore, useMapStoreApi } from '../mapStore';
import { addCorner, lotContains, moveCorner } from './lot';
import { setLotOutline } from './lotLayer';
import { usePolygonHandles, type PolygonHandlers } from './usePolygonHandles';

/**
 * The lot on the map: its outline, a handle on every corner and edge, and the tap that places
 * it. A tap moves the whole lot only while none is placed or outside it; taps on the lot belong
 * to the plan.
 */
export function useLotOnMap(): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const styleEpoch = useMapStore((s) => s.styleEpoch);
  const lot = useMapStore((s) => s.lot);
  const selectedCorner = useMapStore((s) => s.selectedCorner);

  useEffect(() => {
    if (map) setLotOutline(map, lot);
  }, [map, lot, styleEpoch]);

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      // A tap on a handle is an edit, not a new place.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('.maplibregl-marker')) return;
      const center: LonLat = [event.lngLat.lng, event.lngLat.lat];
      const { lot: current, placeProperty } = store.getState();
      if (current && lotContains(current, center)) return;
      placeProperty(center, '');
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, store]);

  const handlers: PolygonHandlers = {
    moveCorner: (index, point) => {
      const { lot: current, editLot } = store.getState();
      if (current) editLot(moveCorner(current, index, point));
    },
    addCorner: (edge) => {
      const { lot: current, editLot } = store.getState();
      if (current) editLot(addCorner(current, edge));
    },
    selectCorner: (index) => store.getState().selectLotCorner(index),
  };
  usePolygonHandles(map, 'Lot', 'lot', lot?.corners, handlers, selectedCorner);
}
