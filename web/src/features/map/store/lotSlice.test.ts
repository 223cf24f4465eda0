import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../../lib/config/runtimeConfig';
import type { LotPreview } from '../api/lotFilesApi';
import type { ParcelLookupAnswer } from '../api/parcelsApi';
import { DEFAULT_SETBACK_FT, setSetback, startingLot } from '../model/lot';
import { EMPTY_MAP_DATA } from '../model/mapData';
import { createMapStore } from './mapStore';

/** The example lot the API reads from lot-7-texas-central.dxf (api/tests/it/fixtures/lots). */
const PREVIEW: LotPreview = {
  fileName: 'lot-7-texas-central.dxf',
  format: 'DXF',
  corners: [
    [-97.7405147892, 30.2745292735],
    [-97.7403089328, 30.274525108],
    [-97.7403001832, 30.2748508467],
    [-97.7403397137, 30.2748832756],
    [-97.7405051912, 30.274886624],
  ],
  areaSqFt: 8377.4,
  coordinateSystem: { code: 'EPSG:2277', name: 'NAD83 / Texas Central (ftUS)' },
  outlines: 2,
};

function storeWithLot() {
  const lot = setSetback(startingLot([-97.7404, 30.2747]), 0, 10);
  return createMapStore(DEFAULT_RUNTIME_CONFIG, { ...EMPTY_MAP_DATA, lot }, []);
}

describe('a lot read from a file', () => {
  it('is only previewed, and brought into view, until the homeowner takes it', () => {
    const store = storeWithLot();
    const before = store.getState().lot;

    store.getState().previewLot(PREVIEW);

    expect(store.getState().lotPreview).toBe(PREVIEW);
    expect(store.getState().lot).toBe(before);
    expect(store.getState().frameRequest).toEqual({ what: 'site', move: 'fit', animate: true });

    store.getState().acceptLotPreview();
    expect(store.getState().lotPreview).toBeUndefined();
    expect(store.getState().lot).toEqual({
      corners: PREVIEW.corners,
      setbacksFt: PREVIEW.corners.map(() => DEFAULT_SETBACK_FT),
      lineKinds: PREVIEW.corners.map(() => 'side'),
      lineKindsChosen: PREVIEW.corners.map(() => false),
    });
  });

  it('leaves the lot as it was when the homeowner keeps theirs', () => {
    const store = storeWithLot();
    const before = store.getState().lot;

    store.getState().previewLot(PREVIEW);
    store.getState().discardLotPreview();

    expect(store.getState().lotPreview).toBeUndefined();
    expect(store.getState().lot).toBe(before);
  });
});

describe("the county's parcel where the property is placed", () => {
  const AT: [number, number] = [-97.7404, 30.2747];
  const parcelOf = (corners: [number, number][]): ParcelLookupAnswer => ({
    status: 'found',
    message: 'Your lot is the parcel recorded by Example parcels.',
    parcel: {
      apn: 'EX-25-03',
      zoning: 'SF-3 (example)',
      situsAddress: 'Lot 3, Block 25 (example data)',
      corners,
      areaSqFt: 7200,
      lineKinds: ['side', 'rear', 'side', 'front'],
    },
  });

  it('becomes the lot, with its number and zoning, unless the lot was edited meanwhile', () => {
    const store = createMapStore(DEFAULT_RUNTIME_CONFIG, EMPTY_MAP_DATA, []);
    store.getState().placeProperty(AT, '1100 Congress Ave');
    const lookup = store.getState().parcelLookup;
    if (!lookup) throw new Error('no lookup');
    const shifted = lookup.lot.corners.map(([lon, lat]) => [lon + 0.0001, lat] as [number, number]);

    store.getState().parcelAnswered(lookup, parcelOf(shifted));

    expect(store.getState().lot?.corners).toEqual(shifted);
    expect(store.getState().lot?.lineKinds).toEqual(['side', 'rear', 'side', 'front']);
    expect(store.getState().lot?.parcel).toEqual({
      apn: 'EX-25-03',
      zoning: 'SF-3 (example)',
      situsAddress: 'Lot 3, Block 25 (example data)',
    });
    expect(store.getState().parcelNotice).toEqual({
      kind: 'found',
      apn: 'EX-25-03',
      zoning: 'SF-3 (example)',
    });

    // Placed again and reshaped before the answer came: the homeowner's lot stays.
    store.getState().placeProperty(AT, '1100 Congress Ave');
    const second = store.getState().parcelLookup;
    if (!second) throw new Error('no lookup');
    const edited = setSetback(second.lot, 1, 8);
    store.getState().editLot(edited);
    store.getState().parcelAnswered(second, parcelOf(shifted));
    expect(store.getState().lot).toBe(edited);
  });

  it("says the API's words when none is found, or that the lookup failed, and keeps the starting lot", () => {
    const store = createMapStore(DEFAULT_RUNTIME_CONFIG, EMPTY_MAP_DATA, []);
    store.getState().placeProperty(AT, '');
    const lookup = store.getState().parcelLookup;
    if (!lookup) throw new Error('no lookup');
    const message =
      'The parcel records for this area did not answer, so your lot is drawn as a rectangle.';
    store.getState().parcelAnswered(lookup, { status: 'unavailable', message, parcel: null });
    expect(store.getState().lot).toBe(lookup.lot);
    expect(store.getState().parcelNotice).toEqual({ kind: 'none', message });
    // A late answer to an old lookup changes nothing.
    store.getState().parcelAnswered(lookup, undefined);
    expect(store.getState().parcelNotice).toEqual({ kind: 'none', message });

    store.getState().placeProperty(AT, '');
    const failed = store.getState().parcelLookup;
    if (!failed) throw new Error('no lookup');
    store.getState().parcelAnswered(failed, undefined);
    expect(store.getState().parcelNotice).toEqual({ kind: 'none', message: undefined });
  });
});
