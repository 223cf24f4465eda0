/** A point on the screen, or in the screen-turned ground units of the framing. */
interface Point {
  x: number;
  y: number;
}

/** A label's size on the screen, in CSS pixels. */
export interface LabelSize {
  width: number;
  height: number;
}

/**
 * Room from a line's middle to the near edge of its label: the "add a corner" handle's dot there
 * is 14 px across (drag/Handles.module.css), and the label keeps clear of it with a few pixels to
 * spare, so neither covers the other's number.
 */
export const LABEL_CLEARANCE_PX = 12;

/** The size of a label ("4 Side · 120 ft") before one has been drawn and measured. */
export const LABEL_SIZE_GUESS: LabelSize = { width: 104, height: 26 };

/**
 * The screen offset from a line's middle to the centre of its label: towards `outside` (a point
 * outside the lot, on the screen), far enough that the label's near edge is `LABEL_CLEARANCE_PX`
 * from the middle whichever way the line runs — a side line's wide label moves further out than
 * a top line's flat one.
 */
export function labelOffset(middle: Point, outside: Point, size: LabelSize): [number, number] {
  const dx = outside.x - middle.x;
  const dy = outside.y - middle.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const reach = LABEL_CLEARANCE_PX + (Math.abs(ux) * size.width + Math.abs(uy) * size.height) / 2;
  return [ux * reach, uy * reach];
}
