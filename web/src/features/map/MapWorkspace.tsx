import { Info } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { prewarmGeometry } from '../../geometry/geometryClient';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { AddressSearch } from './AddressSearch';
import { FitPanel } from './FitPanel';
import { LotPanel } from './LotPanel';
import { forgetPendingPlacement, pendingPlacement, type SavedMapState } from './mapState';
import styles from './MapScreen.module.css';
import { PlanStrip } from './PlanStrip';
import { SaveBar } from './SaveBar';
import { useAerialMap } from './useAerialMap';
import { useLotHandles } from './useLotHandles';
import { useLotPlacement } from './useLotPlacement';
import { usePlanDrag } from './usePlanDrag';
import { usePlanPlacement, type FootprintStatus } from './usePlanPlacement';
import { usePlanStrip } from './usePlanStrip';
import { useSavePlacement } from './useSavePlacement';

const FOOTPRINT_MESSAGES: Partial<Record<FootprintStatus, string>> = {
  'no-size': 'This plan has no width and length yet, so it cannot be drawn on the map.',
  failed: 'The plan could not be drawn on the map. Please try again.',
};

/** The map with the property on it, the selected plan placed and fit-checked, and the strip. */
export function MapWorkspace({ config }: { config: RuntimeConfig }) {
  const container = useRef<HTMLDivElement>(null);
  const { map, imageryFailed } = useAerialMap(container, config);
  // A placement a visitor made before signing in to save it.
  const [kept] = useState(pendingPlacement);
  useEffect(forgetPendingPlacement, []);
  const property = useLotPlacement(map, kept);
  const [selectedCorner, setSelectedCorner] = useState<number>();
  useLotHandles(map, property.lot, property.editLot, selectedCorner, setSelectedCorner);
  const strip = usePlanStrip();
  const [selectedId, setSelectedId] = useState(kept?.planId);
  const selected = strip.plans.find((plan) => plan.id === selectedId);
  const placed = usePlanPlacement(map, property.lot, selected, kept);
  usePlanDrag(
    map,
    container,
    placed.report?.footprint,
    placed.placement,
    selected?.meta.length ?? 0,
    placed.moveTo,
  );
  const footprintMessage = FOOTPRINT_MESSAGES[placed.status];

  const { lot, address } = property;
  const { placement } = placed;
  const mapState = useMemo<SavedMapState | undefined>(
    () =>
      lot && selectedId && placement ? { address, lot, planId: selectedId, placement } : undefined,
    [address, lot, selectedId, placement],
  );
  const saving = useSavePlacement(map, mapState, placed.report);

  // The worker and its wasm load while the visitor looks at the strip, not on the first click.
  useEffect(prewarmGeometry, []);

  const select = (id: string) => {
    // A plan needs a lot to be checked against: without one, the property starts mid-map.
    if (!property.lot && map) {
      const { lng, lat } = map.getCenter();
      property.placeAt([lng, lat]);
    }
    setSelectedId((current) => (current === id ? undefined : id));
  };

  return (
    <section className={styles.screen}>
      <div className={styles.mapArea}>
        <div
          ref={container}
          className={styles.map}
          data-testid="plan-map"
          data-footprint={placed.status}
          data-fit={placed.report?.status ?? 'none'}
          data-lot={property.lot ? 'placed' : 'none'}
          data-view={property.flying ? 'flying' : 'still'}
          aria-label="Map"
          role="region"
        />
        <AddressSearch onChoose={property.chooseAddress} />
        <div className={styles.notices}>
          {property.lot ? null : (
            <p className={styles.notice}>
              <Info aria-hidden size={16} />
              Search for your address, or tap the map to place your property.
            </p>
          )}
          {imageryFailed ? (
            <p className={styles.notice} role="status">
              Aerial imagery could not be loaded. Plans are still drawn to scale.
            </p>
          ) : null}
          {footprintMessage ? (
            <p className={styles.notice} role="alert">
              {footprintMessage}
            </p>
          ) : null}
        </div>
      </div>
      {property.lot && placed.placement ? (
        <FitPanel
          report={placed.report}
          lot={property.lot}
          notice={placed.notice}
          onFindFit={placed.findFit}
        />
      ) : null}
      {mapState && placed.report ? (
        <SaveBar saving={saving.saving} onSave={saving.save} onEstimate={saving.estimate} />
      ) : null}
      {property.lot ? (
        <LotPanel
          lot={property.lot}
          onChange={property.editLot}
          selectedCorner={selectedCorner}
          onCornerRemoved={() => setSelectedCorner(undefined)}
        />
      ) : null}
      <PlanStrip strip={strip} selectedId={selectedId} onSelect={select} />
    </section>
  );
}
