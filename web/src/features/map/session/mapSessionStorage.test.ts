import { afterEach, describe, expect, it } from 'vitest';
import { startingLot } from '../model/lot';
import { EMPTY_MAP_DATA } from '../model/mapData';
import { readVisitorMap, saveMapSession } from './mapSessionStorage';

describe("a visitor's map session", () => {
  afterEach(() => localStorage.clear());

  it('is kept in this browser and read back', async () => {
    const data = { ...EMPTY_MAP_DATA, address: 'Main St', lot: startingLot([-97.74, 30.27]) };
    await saveMapSession(false, { data, lastViewed: [] });
    expect(readVisitorMap()).toEqual(data);
  });

  it('starts empty from a damaged copy', () => {
    localStorage.setItem('homeplot.mapSession', '{not json');
    expect(readVisitorMap()).toBeUndefined();
  });
});
