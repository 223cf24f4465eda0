import { describe, expect, it } from 'vitest';
import { mapNotices, type NoticeFacts } from './notices';

const QUIET: NoticeFacts = {
  search: undefined,
  footprint: 'idle',
  planId: undefined,
  lotPlaced: true,
  waitingPlan: undefined,
  tilesFailed: undefined,
  streetUnavailable: false,
  parcel: undefined,
};

describe("the map's notices", () => {
  it('say last what the parcel lookup found where the property was placed', () => {
    const found = mapNotices({
      ...QUIET,
      tilesFailed: 'aerial',
      parcel: { kind: 'found', apn: 'EX-25-03', zoning: 'SF-3 (example)' },
    });
    expect(found.map((notice) => notice.text)).toEqual([
      'Aerial imagery could not be loaded.',
      'Lot from parcel EX-25-03 (zoning SF-3 (example)); drag its corners if your property differs.',
    ]);
    const street = 'No parcel is recorded at this spot; it may be a street.';
    expect(mapNotices({ ...QUIET, parcel: { kind: 'none', message: street } })[0]?.text).toBe(
      street,
    );
    expect(mapNotices({ ...QUIET, parcel: { kind: 'none', message: undefined } })[0]?.text).toBe(
      "Parcels could not be looked up: drag the lot's corners to match your property.",
    );
  });

  it('are none when all is well', () => {
    expect(mapNotices(QUIET)).toEqual([]);
  });

  it('put what the user just asked first, what to do next before the ground that did not load', () => {
    const notices = mapNotices({
      ...QUIET,
      lotPlaced: false,
      tilesFailed: 'aerial',
      search: { kind: 'error', query: '1100 Congress', text: 'Address search is unavailable.' },
    });
    expect(notices.map((notice) => notice.text)).toEqual([
      'Address search is unavailable.',
      'Search for your address, or tap the map to place your property.',
      'Aerial imagery could not be loaded.',
    ]);
    expect(notices[0]?.role).toBe('alert');
    expect(notices[2]?.role).toBe('status');
  });

  it('name the plan that waits for the property', () => {
    const [hint] = mapNotices({
      ...QUIET,
      lotPlaced: false,
      waitingPlan: { id: 'p1', title: 'The Wren' },
    });
    expect(hint?.text).toBe('Search for your address to place The Wren on your lot.');
  });

  it('tell a failure for another query, plan or basemap apart from one put away', () => {
    const ids = (facts: Partial<NoticeFacts>) =>
      mapNotices({ ...QUIET, ...facts }).map((notice) => notice.id);
    const search = { kind: 'error' as const, text: 'Unavailable.' };
    expect(ids({ search: { ...search, query: 'a st' } })).not.toEqual(
      ids({ search: { ...search, query: 'b st' } }),
    );
    expect(ids({ footprint: 'failed', planId: 'p1' })).not.toEqual(
      ids({ footprint: 'failed', planId: 'p2' }),
    );
    expect(ids({ tilesFailed: 'aerial' })).not.toEqual(ids({ tilesFailed: 'street' }));
  });
});
