import { describe, expect, it } from 'vitest';
import { startingLot, withLineKindChosen } from './lot';
import {
  EMPTY_MAP_DATA,
  LAST_VIEWED_LIMIT,
  mapDataOfSavedResult,
  parseMapData,
  serialiseMapData,
  withLastViewed,
  type MapData,
} from './mapData';
import { startingStructure } from './structures';

const lot = withLineKindChosen(startingLot([-97.74, 30.27]), 2, 'front');
const full: MapData = {
  address: '1100 Congress Avenue, Austin',
  place: { state: 'TX', county: 'Travis County', city: 'Austin' },
  lot,
  structures: [startingStructure('garage', [-97.74, 30.27], 0, 'g1')],
  view: { center: [-97.74, 30.27], zoom: 19.5 },
  basemap: 'street',
  planId: 'plan-1',
  placement: { lon: -97.74, lat: 30.27, angleDeg: 12 },
  savedResult: { id: 'result-1', address: '1100 Congress Avenue, Austin', unchanged: true },
  building: 'house',
};

function roundTrip(data: unknown) {
  return parseMapData(JSON.parse(JSON.stringify(data)));
}

describe('map data', () => {
  it('comes back as it was stored', () => {
    expect(roundTrip(serialiseMapData(full))).toEqual(full);
    expect(roundTrip(serialiseMapData(EMPTY_MAP_DATA))).toEqual(EMPTY_MAP_DATA);
  });

  it('is nothing when it is not ours: empty, another version, not an object', () => {
    expect(parseMapData({})).toBeUndefined();
    expect(parseMapData({ ...serialiseMapData(full), version: 99 })).toBeUndefined();
    expect(parseMapData('lot')).toBeUndefined();
    expect(parseMapData(null)).toBeUndefined();
  });

  it('drops a broken lot and everything that stands on it', () => {
    const data = roundTrip({
      ...serialiseMapData(full),
      lot: {
        corners: [
          [-97.74, 30.27],
          [-97.73, 'x'],
          [-97.72, 30.26],
        ],
      },
    });
    expect(data?.lot).toBeNull();
    expect(data?.structures).toEqual([]);
    expect(data?.planId).toBeNull();
    expect(data?.placement).toBeNull();
    expect(data?.address).toBe(full.address);
  });

  it('repairs setbacks and line kinds rather than losing the lot', () => {
    const data = roundTrip({
      ...serialiseMapData(full),
      lot: {
        corners: lot.corners,
        setbacksFt: [10, -3, 'wide'],
        lineKinds: ['front', 'gate', 3],
        lineKindsChosen: [true, 'yes'],
      },
    });
    expect(data?.lot?.setbacksFt).toEqual([10, 4, 4, 4]);
    expect(data?.lot?.lineKinds).toEqual(['front', 'side', 'side', 'side']);
    expect(data?.lot?.lineKindsChosen).toEqual([true, false, false, false]);
  });

  it("reads a lot saved before lines had kinds: its front edge is the homeowner's front", () => {
    const data = roundTrip({
      ...serialiseMapData(full),
      lot: { corners: lot.corners, setbacksFt: [4, 4, 4, 4], frontEdge: 3 },
    });
    expect(data?.lot?.lineKinds).toEqual(['side', 'side', 'side', 'front']);
    expect(data?.lot?.lineKindsChosen).toEqual([false, false, false, true]);
    const outOfRange = roundTrip({
      ...serialiseMapData(full),
      lot: { corners: lot.corners, frontEdge: 7 },
    });
    expect(outOfRange?.lot?.lineKinds).toEqual(['side', 'side', 'side', 'side']);
  });

  it('keeps the good structures and fixes their details', () => {
    const good = startingStructure('house', [-97.74, 30.27], 0, 'h1');
    const data = roundTrip({
      ...serialiseMapData(full),
      structures: [
        { ...good, separationFt: -1, kind: 'castle' },
        { ...good, corners: [[0, 0]] },
        'shed',
        { ...good, id: 'h1', name: 7 },
      ],
    });
    expect(data?.structures).toHaveLength(2);
    expect(data?.structures[0]).toMatchObject({ id: 'h1', kind: 'other', separationFt: 6 });
    // A repeated id is made unique; a name that is not text becomes empty (the kind names it).
    expect(data?.structures[1]?.id).not.toBe('h1');
    expect(data?.structures[1]?.name).toBe('');
  });

  it('forgets a placement that cannot be read, and a view or basemap it does not know', () => {
    const data = roundTrip({
      ...serialiseMapData(full),
      placement: { lon: 500, lat: 30, angleDeg: 0 },
      view: { center: [0, 0], zoom: 'near' },
      basemap: 'satellite',
    });
    expect(data?.placement).toBeNull();
    expect(data?.planId).toBeNull();
    expect(data?.view).toBeNull();
    expect(data?.basemap).toBe('aerial');
  });

  it('keeps an angle within 0–360', () => {
    const data = roundTrip({
      ...serialiseMapData(full),
      placement: { ...full.placement, angleDeg: -90 },
    });
    expect(data?.placement?.angleDeg).toBe(270);
  });

  it("keeps a view only when the user chose it, so the app's framing is done again", () => {
    const stored = serialiseMapData(full);
    expect(roundTrip({ ...stored, viewIsOwn: false })?.view).toBeNull();
    // Stored by an earlier build after every framing, with no word on whose view it was.
    const older: Record<string, unknown> = { ...stored };
    delete older.viewIsOwn;
    expect(roundTrip(older)?.view).toBeNull();
    expect(roundTrip(serialiseMapData({ ...full, view: null }))?.view).toBeNull();
  });
});

describe('a saved plan opened on the map', () => {
  const map = { ...serialiseMapData(full), center: [-97.741, 30.271], zoom: 18 };

  it('opens where it was saved when the user had chosen that view, else frames its lot', () => {
    expect(mapDataOfSavedResult({ id: 'r1', map: { ...map, viewIsOwn: true } })?.view).toEqual({
      center: [-97.741, 30.271],
      zoom: 18,
    });
    expect(mapDataOfSavedResult({ id: 'r1', map: { ...map, viewIsOwn: false } })?.view).toBeNull();
    expect(
      mapDataOfSavedResult({ id: 'r1', map: { ...map, viewIsOwn: undefined } })?.view,
    ).toBeNull();
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
