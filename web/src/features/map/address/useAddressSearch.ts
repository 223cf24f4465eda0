import { useEffect, useState } from 'react';
import { searchAddress, type GeocodeResult } from '../../../lib/geocode';
import { useDebouncedValue } from './useDebouncedValue';

/** Pause after the last keystroke before asking: the provider allows one request a second. */
const DEBOUNCE_MS = 450;
/** Shorter queries match half a country; the API would only spend its rate limit on them. */
const MIN_QUERY_LENGTH = 3;

export interface AddressSearchState {
  results: GeocodeResult[];
  searching: boolean;
  /** The geocoder's failure in words, for the user. */
  error: string | undefined;
}

/** Geocodes `query` once typing pauses; an older answer never replaces a newer one. */
export function useAddressSearch(query: string): AddressSearchState {
  const settled = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const [state, setState] = useState<AddressSearchState & { query: string }>({
    query: '',
    results: [],
    searching: false,
    error: undefined,
  });

  useEffect(() => {
    if (settled.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    searchAddress(settled, controller.signal).then(
      (results) => setState({ query: settled, results, searching: false, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setState({ query: settled, results: [], searching: false, error: message });
      },
    );
    return () => controller.abort();
  }, [settled]);

  // Until the answer for the settled query arrives, the last one is stale: show it as searching.
  if (settled.length < MIN_QUERY_LENGTH || state.query !== settled) {
    return { results: [], searching: query.trim().length >= MIN_QUERY_LENGTH, error: undefined };
  }
  return state;
}
