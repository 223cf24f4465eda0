import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../../lib/config/runtimeConfig';
import { startingLot } from '../model/lot';
import { createMapStore } from './mapStore';
import { EMPTY_MAP_DATA, type MapData } from '../model/mapData';
import { selectUnchangedResult, selectUpdatableResult } from './saveSlice';

const ADDRESS = '1100 Congress Avenue, Austin';

/** A map opened from saved plan 'result-1', as My Plans → Open on map opens it. */
function openedSavedPlan(): MapData {
  return {
    ...EMPTY_MAP_DATA,
    address: ADDRESS,
    lot: startingLot([-97.74, 30.27]),
    planId: 'plan-1',
    placement: { lon: -97.74, lat: 30.27, angleDeg: 0 },
    savedResult: { id: 'result-1', address: ADDRESS, unchanged: true },
  };
}

describe('the saved plan the map is as', () => {
  it('is the opened one until the plan moves, and is updated by Save after that', () => {
    const store = createMapStore(DEFAULT_RUNTIME_CONFIG, openedSavedPlan(), []);
    expect(selectUnchangedResult(store.getState())).toBe('result-1');

    store
      .getState()
      .place({ planId: 'plan-1', placement: { lon: -97.74, lat: 30.2701, angleDeg: 0 } });
    expect(selectUnchangedResult(store.getState())).toBeUndefined();
    expect(selectUpdatableResult(store.getState())).toBe('result-1');
    expect(store.getState().savedResult?.unchanged).toBe(false);

    store.getState().saved({ id: 'result-1', address: ADDRESS, unchanged: true });
    expect(selectUnchangedResult(store.getState())).toBe('result-1');
  });

  it('is none at another address, though Save there makes a new plan', () => {
    const store = createMapStore(DEFAULT_RUNTIME_CONFIG, { ...openedSavedPlan(), address: '' }, []);
    expect(selectUnchangedResult(store.getState())).toBeUndefined();
    expect(selectUpdatableResult(store.getState())).toBeUndefined();
  });
});
