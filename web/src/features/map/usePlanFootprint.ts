import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { footprintRing } from '../../geometry/geometryClient';
import { SUPERSEDED } from '../../geometry/latestOnly';
import { setFootprint } from './footprintLayer';
import type { StripPlan } from './planStripQueries';

export type FootprintStatus = 'idle' | 'drawing' | 'drawn' | 'no-size' | 'failed';

/**
 * Draws the selected plan's footprint at true scale in the middle of the map, north-up, and
 * clears it when nothing is selected. The rectangle comes from the geometry worker, the same
 * code that will move, turn and fit-check it.
 */
export function usePlanFootprint(
  map: MapLibreMap | undefined,
  plan: StripPlan | undefined,
): FootprintStatus {
  const [result, setResult] = useState<{ planId: string; status: FootprintStatus }>();

  const width = plan?.meta.width ?? 0;
  const length = plan?.meta.length ?? 0;
  const planId = plan?.id;
  const hasSize = width > 0 && length > 0;

  useEffect(() => {
    if (!map) return;
    if (!planId || !hasSize) {
      setFootprint(map, null);
      return;
    }
    let current = true;
    const { lng, lat } = map.getCenter();
    footprintRing(width, length, 0, [lng, lat]).then(
      (ring) => {
        if (!current || ring === SUPERSEDED) return;
        setFootprint(map, ring);
        setResult({ planId, status: 'drawn' });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Footprint failed', error);
        setFootprint(map, null);
        setResult({ planId, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [map, planId, width, length, hasSize]);

  if (!planId) return 'idle';
  if (!hasSize) return 'no-size';
  if (result?.planId !== planId) return 'drawing';
  return result.status;
}
