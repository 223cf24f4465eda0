import type { Basemap } from '../../../components/map/mapStyle';
import type { FootprintStatus } from './placement';

/** What the address search has to say: it failed, or found nothing for `query`. */
export interface SearchNotice {
  kind: 'error' | 'empty';
  query: string;
  text: string;
}

/**
 * What the parcel lookup found where the property was placed: a parcel, or the API's words for
 * why there is none to use (`undefined` words: the lookup itself failed).
 */
export type ParcelNotice =
  { kind: 'found'; apn: string; zoning: string } | { kind: 'none'; message: string | undefined };

/** One thing the map tells the user, in the one place under the address box. */
export interface MapNotice {
  /** Tells notices apart: one put away stays away; the same news about something else does not. */
  id: string;
  text: string;
  /** An alert for a failure the user just met; a status for everything else. */
  role: 'alert' | 'status';
  tone: 'error' | 'info';
}

/** What the notices are made from. */
export interface NoticeFacts {
  search: SearchNotice | undefined;
  footprint: FootprintStatus;
  planId: string | undefined;
  lotPlaced: boolean;
  /** A plan brought from its page that waits for the property before it is placed. */
  waitingPlan: { id: string; title: string | undefined } | undefined;
  tilesFailed: Basemap | undefined;
  /** The street style could not be fetched, so the aerial view stayed on. */
  streetUnavailable: boolean;
  /** What the parcel lookup found where the property was placed. */
  parcel: ParcelNotice | undefined;
}

const TILE_MESSAGES: Record<Basemap, string> = {
  aerial: 'Aerial imagery could not be loaded.',
  street: 'The street map could not be loaded.',
};

/**
 * Everything the map has to say now, the most pressing first: the address search's answer (the
 * user just asked), a plan that cannot be drawn, what to do next while no lot is placed, then
 * the ground that did not load. The map shows the first that was not put away, one at a time, so
 * that notices never stack over the lot.
 */
export function mapNotices(facts: NoticeFacts): MapNotice[] {
  const notices: MapNotice[] = [];
  const { search, footprint, planId, waitingPlan } = facts;
  if (search) {
    notices.push({
      id: `search:${search.kind}:${search.query}`,
      text: search.text,
      role: search.kind === 'error' ? 'alert' : 'status',
      tone: search.kind === 'error' ? 'error' : 'info',
    });
  }
  if (footprint === 'no-size' || footprint === 'failed') {
    notices.push({
      id: `footprint:${footprint}:${planId ?? ''}`,
      text:
        footprint === 'no-size'
          ? 'This plan has no width and length yet, so it cannot be drawn on the map.'
          : 'The plan could not be drawn on the map. Please try again.',
      role: 'alert',
      tone: 'error',
    });
  }
  if (!facts.lotPlaced) {
    notices.push(
      waitingPlan
        ? {
            id: `hint:${waitingPlan.id}`,
            text: `Search for your address to place ${waitingPlan.title ?? 'this plan'} on your lot.`,
            role: 'status',
            tone: 'info',
          }
        : {
            id: 'hint',
            text: 'Search for your address, or tap the map to place your property.',
            role: 'status',
            tone: 'info',
          },
    );
  }
  if (facts.tilesFailed) {
    notices.push({
      id: `tiles:${facts.tilesFailed}`,
      text: TILE_MESSAGES[facts.tilesFailed],
      role: 'status',
      tone: 'info',
    });
  }
  if (facts.streetUnavailable) {
    notices.push({
      id: 'street-unavailable',
      text: 'The street map is not available right now; the aerial view stays on.',
      role: 'status',
      tone: 'info',
    });
  }
  // Last: news about the lot that is there, which the lot panel keeps too.
  if (facts.lotPlaced && facts.parcel) notices.push(parcelNotice(facts.parcel));
  return notices;
}

function parcelNotice(parcel: ParcelNotice): MapNotice {
  const shape = "drag the lot's corners to match your property.";
  switch (parcel.kind) {
    case 'found': {
      const zoning = parcel.zoning ? ` (zoning ${parcel.zoning})` : '';
      return {
        id: `parcel:${parcel.apn}`,
        text: `Lot from parcel ${parcel.apn}${zoning}; drag its corners if your property differs.`,
        role: 'status',
        tone: 'info',
      };
    }
    case 'none':
      return {
        id: `parcel:none:${parcel.message ?? ''}`,
        text: parcel.message ?? `Parcels could not be looked up: ${shape}`,
        role: 'status',
        tone: 'info',
      };
  }
}
