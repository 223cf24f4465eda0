import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../../lib/config/runtimeConfig';
import type { LotPreview } from '../api/lotFilesApi';
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
      frontEdge: -1,
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
