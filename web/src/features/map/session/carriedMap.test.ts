import { afterEach, describe, expect, it } from 'vitest';
import { startingLot } from '../model/lot';
import { carryIntoAccount, mapCarried, mapToCarry } from './carriedMap';
import { EMPTY_MAP_DATA, type MapData } from '../model/mapData';
import { readVisitorMap, writeVisitorMap } from './mapSessionStorage';

const lot = startingLot([-97.74, 30.27]);
const placed: MapData = {
  ...EMPTY_MAP_DATA,
  lot,
  planId: 'p1',
  placement: { lon: -97.74, lat: 30.27, angleDeg: 15 },
};

describe("a visitor's map carried into their account", () => {
  afterEach(() => localStorage.clear());

  it('waits in this browser, as it is when they sign in, until the account holds it', () => {
    carryIntoAccount(placed);
    expect(mapToCarry()).toEqual(placed);
    // Turned a little more before signing in: that is what goes into the account.
    const turned = { ...placed, placement: { lon: -97.74, lat: 30.27, angleDeg: 40 } };
    writeVisitorMap(turned);
    expect(mapToCarry()).toEqual(turned);

    mapCarried();
    expect(mapToCarry()).toBeUndefined();
    // The account has it now: the next visitor of this browser starts afresh.
    expect(readVisitorMap()).toBeUndefined();
  });

  it('is none when no Save asked for it, or once its plan was taken off', () => {
    writeVisitorMap(placed);
    expect(mapToCarry()).toBeUndefined();
    carryIntoAccount({ ...placed, planId: null, placement: null });
    expect(mapToCarry()).toBeUndefined();
  });
});
