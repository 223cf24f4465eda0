import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import type { LonLat } from '../../../geometry/ring';
import { unobstructedRect } from '../framing/obstacles';
import { useMapStore, useMapStoreApi } from '../store/mapStore';
import { addCorner, lotContains, moveCorner } from '../model/lot';
import { setLotOutline } from './lotLayer';
import { setLotPreview } from './lotPreviewLayer';
import { usePolygonHandles, type PolygonHandlers } from '../drag/usePolygonHandles';

/**
 * The lot on the map: its outline (and a lot previewed from a file), a handle on every corner and
 * edge, and the tap that places it — or Enter (or Space) on the focused map, which places it in
 * the middle of the map's free part. A tap moves the whole lot only while none is placed or outside it; taps on the lot belong
 * to the plan.
 */
export function useLotOnMap(): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const styleEpoch = useMapStore((s) => s.styleEpoch);
  const lot = useMapStore((s) => s.lot);
  const selectedCorner = useMapStore((s) => s.selectedCorner);
  const preview = useMapStore((s) => s.lotPreview);

  useEffect(() => {
    if (map) setLotOutline(map, lot);
  }, [map, lot, styleEpoch]);

  useEffect(() => {
    if (map) setLotPreview(map, preview?.corners);
  }, [map, preview, styleEpoch]);

  useEffect(() => {
    if (!map) return;
    const placeAt = (center: LonLat) => {
      const { lot: current, placeProperty } = store.getState();
      if (current && lotContains(current, center)) return;
      placeProperty(center, '');
    };
    const onClick = (event: MapMouseEvent) => {
      // A tap on a handle is an edit, not a new place.
      const target = event.originalEvent.target;
      if (target instanceof Element && target.closest('.maplibregl-marker')) return;
      placeAt([event.lngLat.lng, event.lngLat.lat]);
    };
    const canvas = map.getCanvas();
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== canvas || (event.key !== 'Enter' && event.key !== ' ')) return;
      // Space would scroll the page as well.
      event.preventDefault();
      const free = unobstructedRect(map);
      const { lng, lat } = map.unproject([
        (free.left + free.right) / 2,
        (free.top + free.bottom) / 2,
      ]);
      placeAt([lng, lat]);
    };
    map.on('click', onClick);
    canvas.addEventListener('keydown', onKey);
    return () => {
      map.off('click', onClick);
      canvas.removeEventListener('keydown', onKey);
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
