import type { Map as MapLibreMap } from 'maplibre-gl';
import type { StateCreator } from 'zustand';
import type { LonLat } from '../../../geometry/ring';
import type { RuntimeConfig } from '../../../lib/config/runtimeConfig';
import type { MapState } from './mapStore';
import type { PlanOverlay } from '../overlay/planOverlay';
import { aerialStyle, fetchStreetStyle, type Basemap } from '../../../components/map/mapStyle';

/** How the map moves to show what it frames. */
export type FrameMove =
  /** As close as `PROPERTY_ZOOM`, centred in the free part of the map: a lot placed or restored. */
  | 'fit'
  /** The least move that shows it all: a pan, or zooming out when it does not fit. */
  | 'reveal'
  /** A pan only, never a zoom: a plan being dragged towards the edge. */
  | 'follow';

/** Bring `what` into view: the whole property (lot, structures, plan) or the placed plan. */
export interface FrameRequest {
  what: 'site' | 'plan';
  move: FrameMove;
  animate: boolean;
}

/** Where the map looks. */
export interface MapView {
  center: LonLat;
  zoom: number;
}

/** Where the map opens before an address is chosen: a residential block. */
export const DEFAULT_VIEW: MapView = { center: [-121.4944, 38.5816], zoom: 19.5 };

/** The map itself: its instance, the ground under the plan and where it looks. */
export interface BasemapSlice {
  /** The map once its first style and the overlay layers are ready. */
  map: MapLibreMap | undefined;
  /** The placed plan's overlay on that map, made with it. */
  overlay: PlanOverlay | undefined;
  /**
   * Counts style loads. A new basemap style starts with empty overlay sources: whoever draws on
   * the map depends on this to put their data back.
   */
  styleEpoch: number;
  /** The basemap asked for (the toggle's pressed button). */
  basemap: Basemap;
  /** The basemap whose tiles failed to load; the overlay still works on the plain ground. */
  tilesFailed: Basemap | undefined;
  /** The street style itself could not be fetched, so the map stayed aerial. */
  streetUnavailable: boolean;
  /** Where the map looks, updated when a pan, zoom or flight ends (not on every frame). */
  view: MapView;
  /**
   * The view is the user's own: they panned or zoomed since the app last framed the property.
   * Only an own view is kept in the map session; the app's framing is done again on return, for
   * the screen the map is then on.
   */
  ownView: boolean;
  /** What the map is to bring into view once it can (see useSiteFraming). */
  frameRequest: FrameRequest | undefined;
  mapReady: (map: MapLibreMap, overlay: PlanOverlay) => void;
  mapRemoved: () => void;
  styleLoaded: () => void;
  /** Shows `basemap` under the plan; the newest choice wins over a slower earlier one. */
  switchBasemap: (basemap: Basemap) => void;
  /** Tiles of the basemap on screen failed (reported once in the UI, not per tile). */
  tilesFailedToLoad: () => void;
  /** A pan, zoom or flight ended; `own` when the user moved the map. */
  viewChanged: (view: MapView, own: boolean) => void;
  /** Asks for the property to be brought into view; the view is the app's again. */
  requestFrame: (request: FrameRequest) => void;
  frameDone: () => void;
}

/** The basemap slice; the map's config is read here only, when the user switches basemaps. */
export function createBasemapSlice(
  config: RuntimeConfig,
  opening: { view: MapView; own: boolean; frame: FrameRequest | undefined },
): StateCreator<MapState, [], [], BasemapSlice> {
  return (set, get) => {
    // The basemap whose style the map has: a street style still on its way is not shown yet.
    let shown: Basemap = 'aerial';
    // Only the newest choice is applied: a slow street style must not win over a later "Aerial".
    let request = 0;
    return {
      map: undefined,
      overlay: undefined,
      styleEpoch: 0,
      basemap: 'aerial',
      tilesFailed: undefined,
      streetUnavailable: false,
      view: opening.view,
      ownView: opening.own,
      frameRequest: opening.frame,
      mapReady: (map, overlay) => set({ map, overlay }),
      mapRemoved: () => set({ map: undefined, overlay: undefined }),
      styleLoaded: () => set((state) => ({ styleEpoch: state.styleEpoch + 1 })),
      switchBasemap: (next) => {
        const map = get().map;
        if (!map) return;
        const ticket = ++request;
        set({ basemap: next });
        const apply = (style: Parameters<MapLibreMap['setStyle']>[0]) => {
          if (ticket !== request) return;
          shown = next;
          set({ tilesFailed: undefined });
          // A full rebuild: the 'style.load' that follows re-adds the overlay for its owners.
          map.setStyle(style, { diff: false });
        };
        if (next === 'aerial') {
          apply(aerialStyle(config));
          return;
        }
        fetchStreetStyle(config).then(apply, (error: unknown) => {
          if (ticket !== request) return;
          console.error('The street style could not be loaded', error);
          set({ streetUnavailable: true, basemap: shown });
        });
      },
      tilesFailedToLoad: () => set({ tilesFailed: shown }),
      viewChanged: (view, own) => set((state) => ({ view, ownView: own || state.ownView })),
      requestFrame: (frameRequest) => set({ frameRequest, ownView: false }),
      frameDone: () => set({ frameRequest: undefined }),
    };
  };
}
