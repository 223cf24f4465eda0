import { useEffect } from 'react';
import { useMapStore } from '../store/mapStore';

/**
 * Keeps the store's view up to date when a pan, zoom or flight ends (not on every frame), and
 * whether the user made it: maplibre passes the gesture's event along when a person moved it.
 */
export function useMapView(): void {
  const map = useMapStore((s) => s.map);
  const viewChanged = useMapStore((s) => s.viewChanged);
  useEffect(() => {
    if (!map) return;
    const update = (event: { originalEvent?: unknown }) => {
      const { lng, lat } = map.getCenter();
      viewChanged({ center: [lng, lat], zoom: map.getZoom() }, event.originalEvent !== undefined);
    };
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map, viewChanged]);
}
