import { afterEach, describe, expect, it } from 'vitest';
import { startingLot } from '../lot/lot';
import { EMPTY_MAP_DATA } from './mapData';
import {
  LAST_VIEWED_LIMIT,
  loadMapSession,
  saveMapSession,
  withLastViewed,
} from './mapSessionStorage';

describe("a visitor's map session", () => {
  afterEach(() => localStorage.clear());

  it('is kept in this browser and read back', async () => {
    const data = { ...EMPTY_MAP_DATA, address: 'Main St', lot: startingLot([-97.74, 30.27]) };
    await saveMapSession(false, { data, lastViewed: [] });
    expect((await loadMapSession(false)).data).toEqual(data);
  });

  it('starts empty from a damaged copy', async () => {
    localStorage.setItem('homeplot.mapSession', '{not json');
    expect((await loadMapSession(false)).data).toBeUndefined();
  });
});

describe('last viewed plans', () => {
  it('puts the newest first, once, and keeps a few', () => {
    expect(withLastViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: 20 }, (_, i) => `p${i}`);
    const list = withLastViewed(many, 'new');
    expect(list).toHaveLength(LAST_VIEWED_LIMIT);
    expect(list[0]).toBe('new');
  });
});
