import type { LonLat } from '../../../geometry/ring';
import { edgeMidpoints } from '../model/corners';
import { labelOffset, type LabelSize } from '../model/labelPlacement';
import type { Lot } from '../model/lot';
import { lotLines } from '../model/lotLines';
import { POINT_BOX, squareBox, type FrameItem } from './frameGeometry';
import type { GroundPoint } from './ground';

/** A handle's hit area on the screen (drag/Handles.module.css): all of it stays in view. */
export const HANDLE_SIZE_PX = 44;

/** The placed plan as the map draws it: its footprint's corners and its rotate handle. */
export interface PlanOnMap {
  footprint: LonLat[];
  rotateHandle: LonLat;
}

type ToGround = (point: LonLat) => GroundPoint;

function handle(toGround: ToGround, at: LonLat): FrameItem {
  return { ...toGround(at), box: squareBox(HANDLE_SIZE_PX) };
}

/**
 * What of the lot must be seen: every corner handle, every "add a corner" handle, and every
 * line's label beside it (`labelSize` on the screen), outside the lot.
 */
export function lotFrameItems(lot: Lot, toGround: ToGround, labelSize: LabelSize): FrameItem[] {
  const corners = lot.corners.map((corner) => handle(toGround, corner));
  const middles = edgeMidpoints(lot.corners).map((middle) => handle(toGround, middle));
  const labels = lotLines(lot).map((line): FrameItem => {
    const middle = toGround(line.middle);
    // The ground frame is turned as the screen is, so the label goes the same way here.
    const [dx, dy] = labelOffset(middle, toGround(line.outside), labelSize);
    const [halfWidth, halfHeight] = [labelSize.width / 2, labelSize.height / 2];
    return {
      ...middle,
      box: {
        left: dx - halfWidth,
        top: dy - halfHeight,
        right: dx + halfWidth,
        bottom: dy + halfHeight,
      },
    };
  });
  return [...corners, ...middles, ...labels];
}

/** The corners of a lot previewed from a file, with room around each as around a handle. */
export function previewFrameItems(corners: LonLat[], toGround: ToGround): FrameItem[] {
  return corners.map((corner) => handle(toGround, corner));
}

/** The corner handles of the existing structures drawn on the lot. */
export function structureFrameItems(structures: LonLat[][], toGround: ToGround): FrameItem[] {
  return structures.flatMap((corners) => corners.map((corner) => handle(toGround, corner)));
}

/** The placed plan: its footprint and the handle that turns it. */
export function planFrameItems(plan: PlanOnMap, toGround: ToGround): FrameItem[] {
  return [
    ...plan.footprint.map((corner) => ({ ...toGround(corner), box: POINT_BOX })),
    handle(toGround, plan.rotateHandle),
  ];
}
