import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parcelAtQueryOptions } from '../api/parcelsApi';
import { useMapStore, useMapStoreApi } from '../store/mapStore';

/**
 * Looks up the county's parcel where the property was just placed (an address found, a spot
 * tapped): the store makes it the lot, or says none is recorded there. An answer that comes
 * after the homeowner placed the property elsewhere, or began to edit the lot, is not used.
 */
export function useParcelLookup(): void {
  const store = useMapStoreApi();
  const queryClient = useQueryClient();
  const lookup = useMapStore((s) => s.parcelLookup);

  useEffect(() => {
    if (!lookup) return;
    queryClient.query(parcelAtQueryOptions(lookup.at)).then(
      (answer) => store.getState().parcelAnswered(lookup, answer),
      () => store.getState().parcelAnswered(lookup, undefined),
    );
  }, [lookup, queryClient, store]);
}
