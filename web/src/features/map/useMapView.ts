import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { LonLat } from '../../geometry/ring';

export interface MapView {
  center: LonLat;
  zoom: number;
}

/** Where the map looks, updated when a pan, zoom or flight ends (not on every frame). */
export function useMapView(map: MapLibreMap | undefined, initial: MapView): MapView {
  const [view, setView] = useState(initial);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const { lng, lat } = map.getCenter();
      setView({ center: [lng, lat], zoom: map.getZoom() });
    };
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return view;
}
