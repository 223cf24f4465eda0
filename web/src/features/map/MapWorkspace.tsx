import { useLocalRules } from './lot/useLocalRules';
import { memo, useEffect, useRef, useState } from 'react';
import { prewarmGeometry } from '../../geometry/geometryClient';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { AddressSearch } from './address/AddressSearch';
import { BasemapToggle } from './basemap/BasemapToggle';
import type { Basemap } from '../../components/map/mapStyle';
import { useBaseMap } from './basemap/useBaseMap';
import { useMapView } from './basemap/useMapView';
import { PLAN_KEYS_HINT_ID } from './drag/planGesture';
import { usePlanPointer } from './drag/usePlanPointer';
import { useRotateHandle } from './drag/useRotateHandle';
import { LotPanel } from './lot/LotPanel';
import { LineKindChooser } from './lot/LineKindChooser';
import { LotPreviewCard } from './lot/LotPreviewCard';
import { useParcelLookup } from './lot/useParcelLookup';
import { useLotLinesOnMap } from './lot/useLotLinesOnMap';
import { useBuildableAreaOnMap } from './lot/useBuildableAreaOnMap';
import { useLotOnMap } from './lot/useLotOnMap';
import { MapNotices } from './MapNotices';
import styles from './MapScreen.module.css';
import { useSiteFraming } from './framing/useSiteFraming';
import { createMapStore, MapStoreContext, useMapStore } from './store/mapStore';
import { usePlanDrawing } from './placement/usePlanDrawing';
import { FitPanel } from './placement/FitPanel';
import { selectFootprintStatus, selectPlacement, selectReport } from './store/placementSlice';
import { usePlanPlacement } from './placement/usePlanPlacement';
import { SaveBar } from './save/SaveBar';
import type { MapData } from './model/mapData';
import { useMapSessionSync } from './session/useMapSessionSync';
import { PlanStrip } from './strip/PlanStrip';
import { usePlanFromUrl } from './strip/usePlanFromUrl';
import { useSelectedPlan } from './strip/useSelectedPlan';
import { StructuresPanel } from './structures/StructuresPanel';
import { useStructuresOnMap } from './structures/useStructuresOnMap';

/**
 * The map with the property on it, the selected plan placed and fit-checked, and the strip: the
 * map screen's store, opened on the map as the user left it, around the screen.
 */
export function MapWorkspace({
  config,
  restored,
  lastViewed,
  carried,
}: {
  config: RuntimeConfig;
  /** The map as the user left it (or empty). */
  restored: MapData;
  lastViewed: string[];
  /** `restored` is a visitor's map carried into the account, not yet in its map session. */
  carried: boolean;
}) {
  const [store] = useState(() => createMapStore(config, restored, lastViewed));
  return (
    <MapStoreContext value={store}>
      <MapStage config={config} openingBasemap={restored.basemap} carried={carried} />
    </MapStoreContext>
  );
}

/**
 * The map and what is drawn on it, with the panels around it. This component keeps the map in
 * step with the store and renders on every step of a drag (the map's data attributes follow the
 * fit); the panels are memoised and subscribe to the fields they show, so of them only the fit
 * panel renders with it. The selected plan's query and drawing render apart from it too.
 */
function MapStage({
  config,
  openingBasemap,
  carried,
}: {
  config: RuntimeConfig;
  openingBasemap: Basemap;
  carried: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  useBaseMap(container, config, openingBasemap);
  useMapView();
  useLotOnMap();
  useParcelLookup();
  useLocalRules();
  useBuildableAreaOnMap();
  useLotLinesOnMap();
  useStructuresOnMap();
  const plan = usePlanPlacement();
  usePlanPointer(plan);
  useRotateHandle(plan);
  // After the lot's handles and labels are laid out: it measures them.
  useSiteFraming();
  useMapSessionSync(carried);
  usePlanFromUrl();
  // The worker and its wasm load while the visitor looks at the strip, not on the first click.
  useEffect(prewarmGeometry, []);

  const footprint = useMapStore(selectFootprintStatus);
  const fit = useMapStore((s) => selectReport(s)?.status ?? 'none');
  const lotPlaced = useMapStore((s) => s.lot !== null);
  const flying = useMapStore((s) => s.flying);
  const basemap = useMapStore((s) => s.basemap);
  const angle = useMapStore((s) => selectPlacement(s)?.angleDeg);
  // The map answers taps once its style has loaded; the canvas is shown before that.
  const ready = useMapStore((s) => s.map !== undefined);
  return (
    <section className={styles.screen}>
      <div className={styles.mapArea}>
        {/* First in the tab order, as it is what a visitor does first; laid over the map. */}
        <div className={styles.overlayTop}>
          <AddressSearch />
          <MapNotices />
        </div>
        <div
          ref={container}
          className={styles.map}
          data-testid="plan-map"
          data-footprint={footprint}
          data-fit={fit}
          data-lot={lotPlaced ? 'placed' : 'none'}
          data-view={flying ? 'flying' : 'still'}
          data-basemap={basemap}
          data-map={ready ? 'ready' : 'loading'}
          data-angle={angle === undefined ? '' : angle.toFixed(1)}
          aria-label="Map"
          aria-describedby={PLAN_KEYS_HINT_ID}
          role="region"
        />
        <p id={PLAN_KEYS_HINT_ID} className="visually-hidden">
          Press Enter on the map to place your property in its middle. With a plan placed: drag it
          to move it, or turn it with two fingers or the round handle beyond its back edge. From the
          keyboard, focus that round handle with Tab: there the arrow keys move the plan 1 ft, and [
          and ], or Shift with the left and right arrows, turn it 1°. On the map itself the arrow
          keys pan the map.
        </p>
        <BasemapToggle />
        <LotPreviewCard />
        <LineKindChooser />
      </div>
      <FitPanel />
      <SaveBar />
      <LotPanel />
      <StructuresPanel />
      <PlanStrip />
      <SelectedPlanDrawing />
    </section>
  );
}

/**
 * The selected plan, fetched with its floor-plan drawing, and that drawing laid over its
 * footprint. Apart from the map stage, which renders on every step of a drag: this renders when
 * the plan, its answer or the zoom band changes.
 */
const SelectedPlanDrawing = memo(function SelectedPlanDrawing() {
  usePlanDrawing(useSelectedPlan());
  return null;
});
