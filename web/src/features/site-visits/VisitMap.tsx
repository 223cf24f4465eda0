import type { Feature } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { LngLatBounds } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createBaseMap } from '../../components/map/baseMap';
import { addLotBoundaryLayers } from '../../components/map/lotLayers';
import { useAppStore } from '../../stores/appStore';
import { answerFeatures, type DrawnAnswer, type LngLat } from './mapGeometry';
import styles from './SiteVisits.module.css';

const LOT_SOURCE = 'visit-lot';
const ANSWERS_SOURCE = 'visit-answers';

/**
 * The visit's property on the product's map (the map tool's aerial base map), its lot drawn as
 * the map tool draws it and every answer in `answers` in its colours; a tap reports where with
 * `onTap`. Opens on the lot, or on the address when the visit has no lot.
 */
export default function VisitMap({
  label,
  lot,
  center,
  answers,
  onTap,
}: {
  label: string;
  lot: readonly LngLat[];
  center: LngLat | null;
  answers: readonly DrawnAnswer[];
  onTap?: (at: LngLat) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const config = useAppStore((s) => s.config);
  // The latest answers and tap handler, for the map's own callbacks.
  const latest = useRef({ answers, onTap });
  useEffect(() => {
    latest.current = { answers, onTap };
    const source = map.current?.getSource<GeoJSONSource>(ANSWERS_SOURCE);
    if (source) void source.setData(answerFeatures(answers));
  }, [answers, onTap]);

  // The map is made once, on the place it mounted with; answers and taps reach it through
  // `latest`.
  const [place] = useState(() => ({ lot: [...lot], center, opening: lot[0] ?? center }));
  useEffect(() => {
    const { lot, center, opening } = place;
    const element = container.current;
    if (!element || !opening) return;
    const instance = createBaseMap(element, config, { center: opening, zoom: 19 });
    map.current = instance;
    if (lot.length >= 3) {
      const bounds = lot.reduce(
        (b, corner) => b.extend(corner),
        new LngLatBounds(lot[0] as LngLat, lot[0] as LngLat),
      );
      instance.fitBounds(bounds, { padding: 40, maxZoom: 21, animate: false });
    }
    instance.on('load', () => {
      addLayers(instance, lot, center);
      void instance
        .getSource<GeoJSONSource>(ANSWERS_SOURCE)
        ?.setData(answerFeatures(latest.current.answers));
      element.dataset.ready = 'true';
    });
    instance.on('click', (event) => {
      latest.current.onTap?.([event.lngLat.lng, event.lngLat.lat]);
    });
    instance.on('error', () => {
      // Imagery that cannot load (offline, blocked) leaves the plain ground and the drawing.
    });
    return () => {
      map.current = undefined;
      instance.remove();
    };
  }, [config, place]);

  if (!place.opening) {
    return (
      <span className={styles.muted}>
        This visit has no position to draw on; start a visit from an address to answer it.
      </span>
    );
  }
  return (
    <div
      ref={container}
      className={styles.visitMap}
      role="region"
      aria-label={label}
      data-testid="visit-map"
    />
  );
}

/**
 * The lot as the map tool draws it (or, without a lot, the address as a ringed dot), and the
 * answers' points, lines and fills on top.
 */
function addLayers(map: MapLibreMap, lot: readonly LngLat[], center: LngLat | null): void {
  const place: Feature['geometry'] | null =
    lot.length >= 3
      ? { type: 'Polygon', coordinates: [[...lot, lot[0] as LngLat]] }
      : center
        ? { type: 'Point', coordinates: center }
        : null;
  map.addSource(LOT_SOURCE, {
    type: 'geojson',
    data: {
      type: 'FeatureCollection',
      features: place ? [{ type: 'Feature', properties: {}, geometry: place }] : [],
    },
  });
  map.addLayer({
    id: 'visit-address',
    type: 'circle',
    source: LOT_SOURCE,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': '#ffffff',
      'circle-radius': 5,
      'circle-stroke-color': '#1f2937',
      'circle-stroke-width': 3,
    },
  });
  addLotBoundaryLayers(map, LOT_SOURCE, 'visit-lot');
  map.addSource(ANSWERS_SOURCE, { type: 'geojson', data: answerFeatures([]) });
  map.addLayer({
    id: 'visit-answer-fill',
    type: 'fill',
    source: ANSWERS_SOURCE,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': ['get', 'fill'], 'fill-opacity': ['get', 'fillOpacity'] },
  });
  map.addLayer({
    id: 'visit-answer-line',
    type: 'line',
    source: ANSWERS_SOURCE,
    filter: ['!=', ['geometry-type'], 'Point'],
    paint: { 'line-color': ['get', 'line'], 'line-width': 4 },
    layout: { 'line-join': 'round', 'line-cap': 'round' },
  });
  map.addLayer({
    id: 'visit-answer-point',
    type: 'circle',
    source: ANSWERS_SOURCE,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-color': ['get', 'point'],
      'circle-radius': 7,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}
