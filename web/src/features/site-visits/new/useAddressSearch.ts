import { useState } from 'react';
import { searchAddress, type GeocodeResult } from '../../../lib/geocode';
import type { LngLat } from '../map/mapGeometry';

export type AddressSearchState =
  | { state: 'idle' | 'searching' }
  | { state: 'found'; results: GeocodeResult[] }
  | { state: 'failed'; message: string };

/**
 * The property's address: typed, looked up by the same address search as the map, and one of the
 * addresses found chosen. When the search is down the property is placed by hand instead, with a
 * tap on a map (`byHand`), the address kept as typed.
 */
export function useAddressSearch() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<AddressSearchState>({ state: 'idle' });
  const [chosen, setChosen] = useState<GeocodeResult | undefined>();
  // Where the property was tapped on the map, when the address search could not find it.
  const [tapped, setTapped] = useState<LngLat | undefined>();

  const find = async () => {
    if (!query.trim()) return;
    setSearch({ state: 'searching' });
    setChosen(undefined);
    try {
      setSearch({ state: 'found', results: await searchAddress(query.trim()) });
    } catch (error) {
      setSearch({
        state: 'failed',
        message: error instanceof Error ? error.message : 'Search failed',
      });
    }
  };

  const byHand = search.state === 'failed';
  return {
    query,
    setQuery,
    search,
    chosen,
    setChosen,
    tapped,
    setTapped,
    find,
    byHand,
    /** Whether the property is placed: an address chosen, or tapped on the map with one typed. */
    placed: byHand ? tapped !== undefined && query.trim() !== '' : chosen !== undefined,
  };
}

export type AddressSearch = ReturnType<typeof useAddressSearch>;
