import { Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { prewarmGeometry } from '../../geometry/geometryClient';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import styles from './MapScreen.module.css';
import { PlanStrip } from './PlanStrip';
import { useAerialMap } from './useAerialMap';
import { usePlanFootprint, type FootprintStatus } from './usePlanFootprint';
import { usePlanStrip } from './usePlanStrip';

const FOOTPRINT_MESSAGES: Partial<Record<FootprintStatus, string>> = {
  'no-size': 'This plan has no width and length yet, so it cannot be drawn on the map.',
  failed: 'The plan could not be drawn on the map. Please try again.',
};

/** The map, the selected plan's footprint on it, and the strip to pick a plan from. */
export function MapWorkspace({ config }: { config: RuntimeConfig }) {
  const container = useRef<HTMLDivElement>(null);
  const { map, imageryFailed } = useAerialMap(container, config);
  const strip = usePlanStrip();
  const [selectedId, setSelectedId] = useState<string>();
  const selected = strip.plans.find((plan) => plan.id === selectedId);
  const footprint = usePlanFootprint(map, selected);
  const footprintMessage = FOOTPRINT_MESSAGES[footprint];

  // The worker and its wasm load while the visitor looks at the strip, not on the first click.
  useEffect(prewarmGeometry, []);

  return (
    <section className={styles.screen}>
      <div className={styles.mapArea}>
        <div
          ref={container}
          className={styles.map}
          data-testid="plan-map"
          data-footprint={footprint}
          aria-label="Map"
          role="region"
        />
        <div className={styles.notices}>
          <p className={styles.notice}>
            <Info aria-hidden size={16} />
            Dragging, turning and lot-fit checking arrive with the map feature.
          </p>
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
      <PlanStrip
        strip={strip}
        selectedId={selectedId}
        onSelect={(id) => setSelectedId((current) => (current === id ? undefined : id))}
      />
    </section>
  );
}
