import { describe, expect, it } from 'vitest';
import type { BuildableArea } from '../../../geometry/geometryApi';
import { DEFAULT_RUNTIME_CONFIG } from '../../../lib/config/runtimeConfig';
import type { StripPlan } from '../api/planStripDocuments';
import { EMPTY_MAP_DATA } from '../model/mapData';
import { selectBuildable } from './buildableSlice';
import { createMapStore } from './mapStore';

const AREA: BuildableArea = { angleDeg: 0, room: [], roomSqft: 100, centre: [], centreSqft: 0 };

function storeWithPlan(id: string) {
  const store = createMapStore(DEFAULT_RUNTIME_CONFIG, EMPTY_MAP_DATA, []);
  store.setState({ selectedPlan: { id } as StripPlan });
  return store;
}

describe('where the plan fits, shaded', () => {
  it('is shown from the start, for the plan the worker answered for only', () => {
    const store = storeWithPlan('plan-1');
    expect(store.getState().showBuildable).toBe(true);
    store.getState().buildableFound('plan-1', AREA);
    expect(selectBuildable(store.getState())).toBe(AREA);
    store.setState({ selectedPlan: { id: 'plan-2' } as StripPlan });
    expect(selectBuildable(store.getState())).toBeUndefined();
  });

  it('is dropped when the homeowner hides it, and not brought back by showing it again', () => {
    const store = storeWithPlan('plan-1');
    store.getState().buildableFound('plan-1', AREA);
    store.getState().setShowBuildable(false);
    expect(selectBuildable(store.getState())).toBeUndefined();
    store.getState().setShowBuildable(true);
    // Shown again, it waits for a fresh answer: the plan may have turned while it was hidden.
    expect(selectBuildable(store.getState())).toBeUndefined();
  });
});
