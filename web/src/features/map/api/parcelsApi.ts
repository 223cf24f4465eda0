import { queryOptions } from '@tanstack/react-query';
import type { LonLat } from '../../../geometry/ring';
import { getJson } from '../../../lib/restClient';
import { parcelKeys } from './keys';

/** The parcel a point lies in, as `GET /api/parcels` answers it. */
export interface Parcel {
  apn: string;
  situsAddress: string;
  zoning: string;
  corners: LonLat[];
  areaSqFt: number;
}

/**
 * The parcel at `point` (none on a street, or where no parcels are recorded). Cached per point:
 * placing the property at the same address again asks nothing.
 */
export function parcelAtQueryOptions(point: LonLat) {
  return queryOptions({
    queryKey: parcelKeys.at(point),
    queryFn: async ({ signal }): Promise<Parcel | null> => {
      const [lon, lat] = point;
      const parcels = await getJson<Parcel[]>(`/api/parcels?lon=${lon}&lat=${lat}`, signal);
      return parcels[0] ?? null;
    },
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
