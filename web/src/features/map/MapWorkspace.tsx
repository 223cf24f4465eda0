import { Info } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { prewarmGeometry } from '../../geometry/geometryClient';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { AddressSearch } from './AddressSearch';
import { BasemapToggle } from './BasemapToggle';
import { FitPanel } from './FitPanel';
import { addCorner, lotCentre, moveCorner } from './lot';
import { LotPanel } from './LotPanel';
import type { MapData } from './mapData';
import type { SavedMapState } from './mapState';
import styles from './MapScreen.module.css';
import { withLastViewed } from './mapSessionStorage';
import { SELECTED_PLAN } from './planStripQueries';
import { PlanStrip } from './PlanStrip';
import { SaveBar } from './SaveBar';
import { StripFiltersPanel } from './StripFiltersPanel';
import { NO_STRIP_FILTERS, type StripFilters } from './stripFilters';
import {
  addStructureCorner,
  moveStructureCorner,
  structureName,
  updateStructure,
} from './structures';
import { StructuresPanel } from './StructuresPanel';
import { DEFAULT_VIEW, useBaseMap } from './useBaseMap';
import { useFittingPlans } from './useFittingPlans';
import { PROPERTY_ZOOM, useLotPlacement } from './useLotPlacement';
import { useMapSessionSync } from './useMapSessionSync';
import { useMapView } from './useMapView';
import { PLAN_KEYS_HINT_ID, usePlanDrag } from './usePlanDrag';
import { usePlanDrawing } from './usePlanDrawing';
import { usePlanPlacement, type FootprintStatus } from './usePlanPlacement';
import { usePlanStrip } from './usePlanStrip';
import { usePolygonHandles } from './usePolygonHandles';
import { useSavePlacement } from './useSavePlacement';

const FOOTPRINT_MESSAGES: Partial<Record<FootprintStatus, string>> = {
  'no-size': 'This plan has no width and length yet, so it cannot be drawn on the map.',
  failed: 'The plan could not be drawn on the map. Please try again.',
};

const TILE_MESSAGES = {
  aerial: 'Aerial imagery could not be loaded. Plans are still drawn to scale.',
  street: 'The street map could not be loaded. Plans are still drawn to scale.',
} as const;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The map with the property on it, the selected plan placed and fit-checked, and the strip. */
export function MapWorkspace({
  config,
  restored,
  lastViewed: restoredLastViewed,
}: {
  config: RuntimeConfig;
  /** The map as the user left it (or empty). */
  restored: MapData;
  lastViewed: string[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [opening] = useState(
    () =>
      restored.view ??
      (restored.lot ? { center: lotCentre(restored.lot), zoom: PROPERTY_ZOOM } : DEFAULT_VIEW),
  );
  const base = useBaseMap(container, config, opening, restored.basemap);
  const { map, overlay, styleEpoch } = base;
  const view = useMapView(map, opening);
  const property = useLotPlacement(map, styleEpoch, restored);
  const { lot, structures, editLot, editStructures } = property;

  const [selectedCorner, setSelectedCorner] = useState<number>();
  const [editingId, setEditingId] = useState<string>();
  const [structureCorner, setStructureCorner] = useState<number>();
  usePolygonHandles(
    map,
    'Lot',
    'lot',
    lot?.corners,
    {
      moveCorner: (index, point) => {
        if (lot) editLot(moveCorner(lot, index, point));
      },
      addCorner: (edge) => {
        if (lot) editLot(addCorner(lot, edge));
      },
      selectCorner: setSelectedCorner,
    },
    selectedCorner,
  );
  const editing = structures.find((structure) => structure.id === editingId);
  usePolygonHandles(
    map,
    editing ? capitalised(structureName(editing)) : '',
    editing?.id ?? '',
    editing?.corners,
    {
      moveCorner: (index, point) => {
        if (editing) {
          editStructures(
            updateStructure(structures, editing.id, (s) => moveStructureCorner(s, index, point)),
          );
        }
      },
      addCorner: (edge) => {
        if (editing) {
          editStructures(
            updateStructure(structures, editing.id, (s) => addStructureCorner(s, edge)),
          );
        }
      },
      selectCorner: setStructureCorner,
    },
    structureCorner,
  );

  const [filters, setFilters] = useState<StripFilters>(NO_STRIP_FILTERS);
  const strip = usePlanStrip(filters);
  const [selectedId, setSelectedId] = useState(restored.planId ?? undefined);
  const [lastViewed, setLastViewed] = useState(restoredLastViewed);
  // The selected plan with its drawing; it stays selected when a filter hides its card.
  const chosen = useGraphQLQuery(SELECTED_PLAN, { id: selectedId ?? '' }, { skip: !selectedId });
  const selected =
    strip.plans.find((plan) => plan.id === selectedId) ??
    (chosen.data?.planView?.id === selectedId ? chosen.data?.planView : undefined) ??
    undefined;
  const svg = chosen.data?.planView?.planSVG;

  const placed = usePlanPlacement(
    map,
    overlay,
    lot,
    structures,
    selected,
    restored.planId && restored.placement
      ? { planId: restored.planId, placement: restored.placement }
      : undefined,
  );
  const footprint = placed.report?.footprint;
  const width = selected?.meta.width ?? 0;
  const length = selected?.meta.length ?? 0;
  usePlanDrag(map, container, footprint, placed, length);
  usePlanDrawing(map, overlay, selectedId, svg, width, length, footprint);

  const fitting = useFittingPlans(filters.fitsLot && lot !== null, placed.workerSite, strip.plans);
  const shownPlans = useMemo(
    () =>
      filters.fitsLot && fitting ? strip.plans.filter((plan) => fitting.has(plan.id)) : strip.plans,
    [filters.fitsLot, fitting, strip.plans],
  );

  const { address } = property;
  const { placement } = placed;
  const mapData = useMemo<MapData>(
    () => ({
      address,
      lot,
      structures,
      view,
      basemap: base.basemap,
      planId: lot && selectedId && placement ? selectedId : null,
      placement: lot && selectedId && placement ? placement : null,
    }),
    [address, lot, structures, view, base.basemap, selectedId, placement],
  );
  useMapSessionSync(mapData, lastViewed);

  const saved = useMemo<SavedMapState | undefined>(
    () =>
      lot && selectedId && placement
        ? { address, lot, structures, planId: selectedId, placement }
        : undefined,
    [address, lot, structures, selectedId, placement],
  );
  const saving = useSavePlacement(map, overlay, saved, mapData, placed.report);
  // The worker and its wasm load while the visitor looks at the strip, not on the first click.
  useEffect(prewarmGeometry, []);

  // The panels and the strip below the map are memoised, and these handlers keep their identity
  // across renders: a drag re-renders this screen on every step, and only the fit panel changes.
  const forSelect = useRef({ lot, map, placeAt: property.placeAt, selectedId });
  useEffect(() => {
    forSelect.current = { lot, map, placeAt: property.placeAt, selectedId };
  });
  const select = useCallback((id: string) => {
    const { lot: currentLot, map: currentMap, placeAt, selectedId: current } = forSelect.current;
    // A plan needs a lot to be checked against: without one, the property starts mid-map.
    if (!currentLot && currentMap) {
      const { lng, lat } = currentMap.getCenter();
      placeAt([lng, lat]);
    }
    if (current !== id) setLastViewed((list) => withLastViewed(list, id));
    setSelectedId((selected) => (selected === id ? undefined : id));
  }, []);
  const changeFilters = useCallback(
    (patch: Partial<StripFilters>) => setFilters((current) => ({ ...current, ...patch })),
    [],
  );
  const lotPlaced = lot !== null;
  const filtersPanel = useMemo(
    () => <StripFiltersPanel filters={filters} onChange={changeFilters} lotPlaced={lotPlaced} />,
    [filters, changeFilters, lotPlaced],
  );
  const forgetLotCorner = useCallback(() => setSelectedCorner(undefined), []);
  const forgetStructureCorner = useCallback(() => setStructureCorner(undefined), []);
  const editStructure = useCallback((id: string | undefined) => {
    setEditingId(id);
    setStructureCorner(undefined);
  }, []);

  const footprintMessage = FOOTPRINT_MESSAGES[placed.status];
  return (
    <section className={styles.screen}>
      <div className={styles.mapArea}>
        <div
          ref={container}
          className={styles.map}
          data-testid="plan-map"
          data-footprint={placed.status}
          data-fit={placed.report?.status ?? 'none'}
          data-lot={lot ? 'placed' : 'none'}
          data-view={property.flying ? 'flying' : 'still'}
          data-basemap={base.basemap}
          data-angle={placement ? placement.angleDeg.toFixed(1) : ''}
          aria-label="Map"
          aria-describedby={PLAN_KEYS_HINT_ID}
          role="region"
        />
        <p id={PLAN_KEYS_HINT_ID} className="visually-hidden">
          With a plan placed: drag it to move it, or turn it with two fingers or the round handle
          beyond its back edge. From the keyboard, the arrow keys move it 1 ft; [ and ], or Shift
          with the left and right arrows, turn it 1°.
        </p>
        <AddressSearch onChoose={property.chooseAddress} />
        <BasemapToggle basemap={base.basemap} onChange={base.switchBasemap} />
        <div className={styles.notices}>
          {lot ? null : (
            <p className={styles.notice}>
              <Info aria-hidden size={16} />
              Search for your address, or tap the map to place your property.
            </p>
          )}
          {base.tilesFailed ? (
            <p className={styles.notice} role="status">
              {TILE_MESSAGES[base.tilesFailed]}
            </p>
          ) : null}
          {base.streetUnavailable && base.basemap === 'aerial' ? (
            <p className={styles.notice} role="status">
              The street map is not available right now; the aerial view stays on.
            </p>
          ) : null}
          {footprintMessage ? (
            <p className={styles.notice} role="alert">
              {footprintMessage}
            </p>
          ) : null}
        </div>
      </div>
      {lot && placed.placement ? (
        <FitPanel
          report={placed.report}
          lot={lot}
          structures={structures}
          notice={placed.notice}
          onFindFit={placed.findFit}
        />
      ) : null}
      {saved && placed.report ? (
        <SaveBar saving={saving.saving} onSave={saving.save} onEstimate={saving.estimate} />
      ) : null}
      {lot ? (
        <>
          <LotPanel
            lot={lot}
            onChange={editLot}
            selectedCorner={selectedCorner}
            onCornerRemoved={forgetLotCorner}
          />
          <StructuresPanel
            lot={lot}
            structures={structures}
            onChange={editStructures}
            editingId={editing?.id}
            onEdit={editStructure}
            selectedCorner={structureCorner}
            onCornerRemoved={forgetStructureCorner}
          />
        </>
      ) : null}
      <PlanStrip
        strip={strip}
        plans={shownPlans}
        selectedId={selectedId}
        onSelect={select}
        filters={filtersPanel}
      />
    </section>
  );
}
