import type { Map as MapLibreMap } from 'maplibre-gl';
import { ringFromFlat, type LonLat } from '../../../geometry/ring';
import { rotateHandleAt } from '../model/placementMoves';
import { LABEL_SIZE_GUESS, type LabelSize } from '../model/labelPlacement';
import type { Lot } from '../model/lot';
import type { FrameRequest } from '../store/basemapSlice';
import { PROPERTY_ZOOM } from '../store/lotSlice';
import type { MapState } from '../store/mapStore';
import { selectPlacement, selectReport } from '../store/placementSlice';
import { fitCamera, revealShift, type FrameCamera, type FrameItem } from './frameGeometry';
import { groundFrame, scaleOfZoom, zoomOfScale } from './ground';
import { unobstructedRect } from './obstacles';
import {
  lotFrameItems,
  planFrameItems,
  previewFrameItems,
  structureFrameItems,
  type PlanOnMap,
} from './siteItems';

/**
 * What framing shows: the lot and its structures, the plan once it is drawn, and a lot read from
 * a file while it is previewed.
 */
export interface SiteToFrame {
  lot: Lot | null;
  structures: LonLat[][];
  plan: PlanOnMap | undefined;
  preview: LonLat[] | undefined;
}

/**
 * Marks a lot line's label on the map (see lot/useLotLineLabels): framing keeps every label in
 * view, at the size the widest one is drawn.
 */
export const LOT_LINE_LABEL = 'data-lot-line-label';

/** Further out than this the property is a few pixels: the free part of the map is too small. */
const MIN_FRAME_ZOOM = 14;

/** The property as the store has it now. */
export function selectSiteToFrame(state: MapState): SiteToFrame {
  const placement = selectPlacement(state);
  const footprint = selectReport(state)?.footprint;
  const lengthFt = state.selectedPlan?.meta.length ?? 0;
  return {
    lot: state.lot,
    structures: state.structures.map((structure) => structure.corners),
    preview: state.lotPreview?.corners,
    plan:
      placement && footprint
        ? {
            footprint: ringFromFlat(footprint).slice(0, -1),
            rotateHandle: rotateHandleAt(placement, lengthFt),
          }
        : undefined,
  };
}

/**
 * Moves `map` so that `what` of `site` lies in the part of the map no control covers: every
 * handle, label and footprint corner. Answers whether the map moves (an animated move ends with
 * the map's `moveend`).
 */
export function frameSite(
  map: MapLibreMap,
  site: SiteToFrame,
  { what, move, animate }: FrameRequest,
): boolean {
  const { toGround, toLonLat } = groundFrame(map.getBearing());
  const items: FrameItem[] = site.plan ? planFrameItems(site.plan, toGround) : [];
  if (what === 'site' && site.lot) {
    items.push(
      ...lotFrameItems(site.lot, toGround, drawnLabelSize(map)),
      ...structureFrameItems(site.structures, toGround),
    );
  }
  if (what === 'site' && site.preview) items.push(...previewFrameItems(site.preview, toGround));
  if (items.length === 0) return false;

  const free = unobstructedRect(map);
  const container = map.getContainer();
  const middle = { x: container.clientWidth / 2, y: container.clientHeight / 2 };
  const { lng, lat } = map.getCenter();
  const current: FrameCamera = {
    scale: scaleOfZoom(map.getZoom()),
    centre: toGround([lng, lat]),
  };
  const limits = { minScale: scaleOfZoom(MIN_FRAME_ZOOM), maxScale: scaleOfZoom(PROPERTY_ZOOM) };
  let target: FrameCamera | undefined;
  if (move === 'fit') {
    target = fitCamera(items, free, middle, limits);
  } else {
    const shift = revealShift(items, free, middle, current);
    if (shift) {
      if (shift.x === 0 && shift.y === 0) return false;
      target = {
        scale: current.scale,
        centre: {
          x: current.centre.x + shift.x / current.scale,
          y: current.centre.y + shift.y / current.scale,
        },
      };
    } else if (move === 'reveal') {
      target = fitCamera(items, free, middle, { ...limits, maxScale: current.scale });
    }
  }
  if (!target) return false;

  const camera = { center: toLonLat(target.centre), zoom: zoomOfScale(target.scale) };
  // Across a country the full flight would take long; past 2.5 s maplibre jumps instead.
  if (animate) map.flyTo({ ...camera, maxDuration: 2500 });
  else map.jumpTo(camera);
  return true;
}

/** The size of the widest lot line label on the map, or a fair guess before one is drawn. */
function drawnLabelSize(map: MapLibreMap): LabelSize {
  const labels = [...map.getContainer().querySelectorAll(`[${LOT_LINE_LABEL}]`)];
  const sizes = labels
    .filter((label): label is HTMLElement => label instanceof HTMLElement)
    .map((label) => ({ width: label.offsetWidth, height: label.offsetHeight }))
    .filter((size) => size.width > 0);
  if (sizes.length === 0) return LABEL_SIZE_GUESS;
  return {
    width: Math.max(...sizes.map((size) => size.width)),
    height: Math.max(...sizes.map((size) => size.height)),
  };
}
