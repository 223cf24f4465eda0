import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localRulesQueryOptions } from '../api/localRulesApi';
import { useMapStore, useMapStoreApi } from '../store/mapStore';

/**
 * Asks the API for the rule sets of the property's place (its state, county and city) whenever
 * the place changes; the store holds the plan to them. A place with no rule sets answers none,
 * and the map checks the homeowner's own setbacks as before.
 */
export function useLocalRules(): void {
  const store = useMapStoreApi();
  const queryClient = useQueryClient();
  const place = useMapStore((s) => s.propertyPlace);

  useEffect(() => {
    if (!place) return;
    queryClient.query(localRulesQueryOptions(place)).then(
      (sets) => store.getState().localRulesLoaded(place, sets),
      (error: unknown) => console.error('The local rules could not be read', error),
    );
  }, [place, queryClient, store]);
}
