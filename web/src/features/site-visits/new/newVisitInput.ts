import type { SiteVisitCreateInput } from '../../../lib/graphql/gql/graphql';
import type { AddressSearch } from './useAddressSearch';

/** Where a new visit starts from: the property's address, or one of the user's saved plans. */
export type Start = 'address' | 'saved';

/** What a new visit is created from: the saved plan, the address placed by hand, or the one found. */
export function newVisitInput(
  title: string,
  start: Start,
  savedId: string,
  { byHand, query, tapped, chosen }: Pick<AddressSearch, 'byHand' | 'query' | 'tapped' | 'chosen'>,
): SiteVisitCreateInput {
  if (start === 'saved') return { title, mapResultId: savedId };
  if (byHand) return { title, address: query.trim(), coordinates: tapped ?? null };
  return {
    title,
    address: chosen?.label ?? '',
    coordinates: chosen ? [chosen.lon, chosen.lat] : null,
    city: chosen?.city ?? '',
    state: chosen?.state ?? '',
    county: chosen?.county ?? '',
  };
}
