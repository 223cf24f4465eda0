import type { StateCreator } from 'zustand';
import type { LonLat } from '../../../geometry/ring';
import type { GeocodeResult } from '../../../lib/geocode';
import type { MapState } from './mapStore';
import type { ParcelNotice, SearchNotice } from '../model/notices';
import type { MapData } from '../model/mapData';
import type { LotPreview } from '../api/lotFilesApi';
import type { ParcelLookupAnswer } from '../api/parcelsApi';
import { classifyLotLines } from '../../../geometry/geometryClient';
import { placeOf, type Place } from '../model/localRules';
import {
  lotFromCorners,
  sameCorners,
  startingLot,
  withLineKindChosen,
  type LineKind,
  type Lot,
} from '../model/lot';

/**
 * The closest the map comes to a property when it frames one: a 60 × 120 ft lot fills a desktop
 * map's middle; a phone's map frames it further out, with its handles and labels all in view.
 */
export const PROPERTY_ZOOM = 19.5;

/**
 * The property on the map: a starting lot around the chosen address, or around the spot the user
 * taps — the way to place it when the geocoder is down or does not know the address. A new lot
 * starts without the old lot's buildings, and the map moves to show all of it (useSiteFraming):
 * flying there for an address, easing for a tap.
 */
export interface LotSlice {
  lot: Lot | null;
  /** The chosen address in words; empty when the lot was placed by hand. */
  address: string;
  /** The map is moving to show a newly placed lot. */
  flying: boolean;
  /**
   * A lot read from a file, shown beside the lot until the homeowner takes it or keeps theirs:
   * loading a file changes nothing by itself.
   */
  lotPreview: LotPreview | undefined;
  /** Shows a lot read from a file, and brings it (with the lot, if any) into view. */
  previewLot: (preview: LotPreview) => void;
  /** The previewed lot becomes the lot: its corners, each line with the default setback. */
  acceptLotPreview: () => void;
  discardLotPreview: () => void;
  /**
   * The parcel lookup for the property just placed: where, and the starting lot it would
   * replace (an edit of the lot since then keeps the homeowner's lot).
   */
  parcelLookup: ParcelLookup | undefined;
  /** What the parcel lookup found, among the map's notices. */
  parcelNotice: ParcelNotice | undefined;
  /** The lookup's answer for the placed property (`undefined`: the lookup itself failed). */
  parcelAnswered: (lookup: ParcelLookup, answer: ParcelLookupAnswer | undefined) => void;
  /** The lot corner tapped on the map, which the lot panel offers to remove. */
  selectedCorner: number | undefined;
  /** What the address search has to say (it failed, or found nothing), among the map's notices. */
  searchNotice: SearchNotice | undefined;
  searchNoticeChanged: (notice: SearchNotice | undefined) => void;
  /** Replaces the lot after an edit (corners, setbacks). */
  editLot: (lot: Lot) => void;
  /** The lot line whose kind the homeowner is choosing (the chooser is open), if any. */
  lineKindChooser: number | undefined;
  openLineKindChooser: (edge: number | undefined) => void;
  /**
   * The homeowner's kind for line `edge`; the other lines are classified again around the
   * homeowner's choices (marking another line the front puts the rear opposite it).
   */
  chooseLineKind: (edge: number, kind: LineKind) => void;
  /**
   * Puts a starting lot around `center` and brings it into view; `place` names the areas whose
   * rules apply (null for a spot tapped on the map).
   */
  placeProperty: (center: LonLat, address: string, place?: Place | null) => void;
  /** Puts a starting lot around a geocoded address and flies there. */
  chooseAddress: (result: GeocodeResult) => void;
  /** The map has ended the move that shows the new lot (or had none to make). */
  flightEnded: () => void;
  selectLotCorner: (index: number | undefined) => void;
}

/** A parcel lookup under way: the point, and the starting lot placed there. */
export interface ParcelLookup {
  at: LonLat;
  lot: Lot;
}

export function createLotSlice(restored: MapData): StateCreator<MapState, [], [], LotSlice> {
  return (set, get) => ({
    lot: restored.lot,
    address: restored.address,
    flying: false,
    selectedCorner: undefined,
    lotPreview: undefined,
    parcelLookup: undefined,
    parcelNotice: undefined,
    searchNotice: undefined,
    searchNoticeChanged: (searchNotice) => set({ searchNotice }),
    editLot: (lot) => set({ lot }),
    lineKindChooser: undefined,
    openLineKindChooser: (lineKindChooser) => set({ lineKindChooser }),
    chooseLineKind: (edge, kind) => {
      const lot = get().lot;
      if (!lot) return;
      const chosen = withLineKindChosen(lot, edge, kind);
      set({ lot: chosen, lineKindChooser: undefined });
      classifyLotLines(chosen.corners, chosen.lineKinds, chosen.lineKindsChosen).then(
        (lineKinds) => {
          // An edit since then keeps the homeowner's lot as it is now.
          if (get().lot === chosen) set({ lot: { ...chosen, lineKinds } });
        },
        (error: unknown) => console.error('The lot lines could not be classified', error),
      );
    },
    placeProperty: (center, address, place = null) => {
      // Flying from now, not from when the map starts to move: nobody acts on a lot mid-flight.
      const lot = startingLot(center);
      set({
        address,
        propertyPlace: place,
        lot,
        structures: [],
        flying: true,
        parcelLookup: { at: center, lot },
        parcelNotice: undefined,
      });
      get().requestFrame({ what: 'site', move: 'fit', animate: true });
    },
    parcelAnswered: (lookup, answer) => {
      const state = get();
      if (state.parcelLookup !== lookup) return;
      const parcel = answer?.parcel;
      if (!parcel) {
        set({ parcelLookup: undefined, parcelNotice: { kind: 'none', message: answer?.message } });
        return;
      }
      const { apn, zoning, situsAddress } = parcel;
      set({ parcelLookup: undefined, parcelNotice: { kind: 'found', apn, zoning } });
      // The homeowner has begun to shape the lot: theirs stays.
      if (state.lot !== lookup.lot) return;
      const lot = lotFromCorners(parcel.corners);
      const known = parcel.lineKinds.length === parcel.corners.length;
      set({
        lot: {
          ...lot,
          lineKinds: known ? parcel.lineKinds : lot.lineKinds,
          parcel: { apn, zoning, situsAddress },
        },
      });
      // Framed again only when the parcel is not the outline already in view.
      if (!sameCorners(lookup.lot.corners, parcel.corners)) {
        get().requestFrame({ what: 'site', move: 'fit', animate: true });
      }
    },
    chooseAddress: (result) =>
      get().placeProperty([result.lon, result.lat], result.label, placeOf(result)),
    previewLot: (lotPreview) => {
      set({ lotPreview });
      get().requestFrame({ what: 'site', move: 'fit', animate: true });
    },
    acceptLotPreview: () => {
      const preview = get().lotPreview;
      if (!preview) return;
      // The structures and the plan stay where they were drawn: the fit check says where they
      // now stand, and the homeowner moves or removes them.
      set({
        lot: lotFromCorners(preview.corners),
        lotPreview: undefined,
        selectedCorner: undefined,
      });
      get().requestFrame({ what: 'site', move: 'fit', animate: true });
    },
    discardLotPreview: () => set({ lotPreview: undefined }),
    flightEnded: () => set({ flying: false }),
    selectLotCorner: (selectedCorner) => set({ selectedCorner }),
  });
}
