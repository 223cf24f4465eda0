import { useEffect } from 'react';
import { useMapStore } from '../mapStore';

/** Keeps the store's view up to date when a pan, zoom or flight ends (not on every frame). */
export function useMapView(): void {
  const map = useMapStore((s) => s.map);
  const viewChanged = useMapStore((s) => s.viewChanged);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const { lng, lat } = map.getCenter();
      viewChanged({ center: [lng, lat], zoom: map.getZoom() });
    };
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map, viewChanged]);
}
