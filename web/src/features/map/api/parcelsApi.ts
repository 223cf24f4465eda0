import { queryOptions } from '@tanstack/react-query';
import type { LineKind } from '../../../geometry/lineKinds';
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
  /** Each line's kind (line i runs from corner i to corner i + 1). */
  lineKinds: LineKind[];
}

/**
 * What the lookup found: the parcel, or why there is none to use (a street; a source that is
 * down, slow or answering nonsense; an area no source covers), with the words for the homeowner.
 */
export interface ParcelLookupAnswer {
  status: 'found' | 'none' | 'unusable' | 'unavailable' | 'uncovered';
  message: string;
  parcel?: Parcel | null;
  sourceName?: string | null;
}

/**
 * The parcel at `point`. Cached per point: placing the property at the same address again asks
 * nothing.
 */
export function parcelAtQueryOptions(point: LonLat) {
  return queryOptions({
    queryKey: parcelKeys.at(point),
    queryFn: ({ signal }): Promise<ParcelLookupAnswer> => {
      const [lon, lat] = point;
      return getJson<ParcelLookupAnswer>(`/api/parcels?lon=${lon}&lat=${lat}`, signal);
    },
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });
}
