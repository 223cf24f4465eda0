import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { LngLatBounds } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createBaseMap } from '../../../components/map/baseMap';
import { useAppStore } from '../../../stores/appStore';
import { answerFeatures, type DrawnAnswer, type LngLat } from './mapGeometry';
import shared from '../visit/siteVisits.module.css';
import styles from './VisitMap.module.css';
import { VisitPlaceOverlay, type ScreenPlace } from './VisitPlaceOverlay';

const ANSWERS_SOURCE = 'visit-answers';
/** How close the address alone opens: a house and its yard fill a phone's map. */
const ADDRESS_ZOOM = 19;
/** Room left around the lot when the map is framed to it, in pixels. */
const LOT_PADDING = 32;

/**
 * The visit's property on the product's map (the map tool's aerial base map), with its lot and
 * its address drawn over the map as page elements — so they show whatever the imagery does
 * (offline, blocked, outside coverage) — and every answer in `answers` in its colours; a tap
 * reports where with `onTap`. The map follows its box as the page lays it out and stays framed to
 * the lot (else centred on the address, else on `opening`) until the person moves it.
 */
export default function VisitMap({
  label,
  lot,
  center,
  opening,
  answers,
  onTap,
}: {
  label: string;
  lot: readonly LngLat[];
  /** The address's position, marked on the map. */
  center: LngLat | null;
  /** Where to open without a lot or an address (a visit being placed by hand). */
  opening?: LngLat;
  answers: readonly DrawnAnswer[];
  onTap?: (at: LngLat) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const config = useAppStore((s) => s.config);
  const [screen, setScreen] = useState<ScreenPlace>({ lot: [], center: null });
  // The latest answers and tap handler, for the map's own callbacks.
  const latest = useRef({ answers, onTap });
  useEffect(() => {
    latest.current = { answers, onTap };
    const source = map.current?.getSource<GeoJSONSource>(ANSWERS_SOURCE);
    if (source) void source.setData(answerFeatures(answers));
  }, [answers, onTap]);

  // The map is made once, on the place it mounted with; answers and taps reach it through
  // `latest`.
  const [place] = useState(() => ({
    lot: [...lot],
    center,
    start: lot[0] ?? center ?? opening ?? null,
  }));
  useEffect(() => {
    const { lot, center, start } = place;
    const element = container.current;
    if (!element || !start) return;
    const instance = createBaseMap(element, config, { center: start, zoom: ADDRESS_ZOOM });
    map.current = instance;

    const frame = () => {
      if (lot.length >= 3) {
        const bounds = lot.reduce(
          (b, corner) => b.extend(corner),
          new LngLatBounds(lot[0] as LngLat, lot[0] as LngLat),
        );
        instance.fitBounds(bounds, { padding: LOT_PADDING, maxZoom: 21, animate: false });
      } else {
        instance.jumpTo({ center: start, zoom: ADDRESS_ZOOM });
      }
    };
    const project = () =>
      setScreen({
        lot: lot.map((corner) => instance.project(corner)),
        center: center ? instance.project(center) : null,
      });
    frame();
    project();
    instance.on('move', project);
    instance.on('resize', project);

    // Laid out again (the page settling, a phone turned): the map takes its box's size, and is
    // framed again unless the person has moved it meanwhile.
    let moved = false;
    instance.on('movestart', (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) moved = true;
    });
    const resized = new ResizeObserver(() => {
      instance.resize();
      if (!moved) frame();
    });
    resized.observe(element);

    instance.on('load', () => {
      addAnswerLayers(instance);
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
      resized.disconnect();
      map.current = undefined;
      instance.remove();
    };
  }, [config, place]);

  if (!place.start) {
    return (
      <span className={shared.muted}>
        This visit has no position to draw on; start a visit from an address to answer it.
      </span>
    );
  }
  return (
    <div className={styles.frame}>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={label}
        data-testid="visit-map"
      />
      <VisitPlaceOverlay place={screen} />
    </div>
  );
}

/** The answers' fills, lines and points, in each question's colours. */
function addAnswerLayers(map: MapLibreMap): void {
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
