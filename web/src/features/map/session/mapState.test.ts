import { afterEach, describe, expect, it } from 'vitest';
import { startingLot } from '../lot/lot';
import { EMPTY_MAP_DATA, type MapData } from './mapData';
import {
  fitInput,
  forgetPendingPlacement,
  keepPendingPlacement,
  pendingPlacement,
} from './mapState';

const lot = startingLot([-97.74, 30.27]);

describe('fitInput', () => {
  it('keeps the smallest clearance beyond a setback, negative when one is broken', () => {
    const fit = fitInput(
      {
        angleDeg: 0,
        status: 'violated',
        insideLot: true,
        coveragePct: 20,
        edgeDistancesFt: [10, 2.5, 30, 40],
        edgeStatuses: ['clear', 'violated', 'clear', 'clear'],
        edgePastFt: [0, 0, 0, 0],
        structures: [],
        violations: ['Too close to lot line 2'],
        footprint: new Float64Array(8),
      },
      lot,
    );
    expect(fit).toEqual({
      insideLot: true,
      status: 'violated',
      coveragePct: 20,
      minSetbackClearanceFt: -1.5,
      violations: ['Too close to lot line 2'],
    });
  });
});

describe('pending placement', () => {
  afterEach(() => sessionStorage.clear());

  it('is given back after sign-in until the map forgets it', () => {
    const state: MapData = {
      ...EMPTY_MAP_DATA,
      lot,
      planId: 'p1',
      placement: { lon: -97.74, lat: 30.27, angleDeg: 15 },
    };
    keepPendingPlacement(state);
    expect(pendingPlacement()).toEqual(state);
    forgetPendingPlacement();
    expect(pendingPlacement()).toBeUndefined();
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem('homeplot.pendingPlacement', '{"planId": 3}');
    expect(pendingPlacement()).toBeUndefined();
  });

  it('is none without a placed plan', () => {
    keepPendingPlacement({ ...EMPTY_MAP_DATA, lot });
    expect(pendingPlacement()).toBeUndefined();
  });
});
