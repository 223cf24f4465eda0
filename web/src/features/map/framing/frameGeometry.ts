/** A rectangle on the screen, in CSS pixels. */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Something to keep in view: a point on the ground and the box its marker covers on the screen
 * around it. `x` and `y` are in ground units laid out as the screen is (x right, y down, the map's
 * bearing applied), so that at a scale of `s` screen pixels per unit a point `s·x` apart on the
 * screen; `box` is in pixels relative to the point and does not grow with the zoom (a handle, a
 * label). A bare point (a plan's corner) has an empty box.
 */
export interface FrameItem {
  x: number;
  y: number;
  box: ScreenRect;
}

/** Where the map should look: its scale (pixels per unit) and the ground point at its centre. */
export interface FrameCamera {
  scale: number;
  centre: { x: number; y: number };
}

export const POINT_BOX: ScreenRect = { left: 0, top: 0, right: 0, bottom: 0 };

/** A box `size` px square centred on its point (a handle). */
export function squareBox(size: number): ScreenRect {
  const half = size / 2;
  return { left: -half, top: -half, right: half, bottom: half };
}

export function rectWidth(rect: ScreenRect): number {
  return rect.right - rect.left;
}

export function rectHeight(rect: ScreenRect): number {
  return rect.bottom - rect.top;
}

function areaOf(rect: ScreenRect): number {
  return Math.max(0, rectWidth(rect)) * Math.max(0, rectHeight(rect));
}

export function intersects(a: ScreenRect, b: ScreenRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function intersection(a: ScreenRect, b: ScreenRect): ScreenRect {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

export function inset(rect: ScreenRect, by: number): ScreenRect {
  return {
    left: rect.left + by,
    top: rect.top + by,
    right: rect.right - by,
    bottom: rect.bottom - by,
  };
}

/**
 * The largest part of `area` clear of every obstacle, as one rectangle: each obstacle that still
 * reaches into it (the biggest first) cuts it off from the side that leaves the most room. An
 * address box across the top takes the top, zoom buttons in a corner a narrow strip down the side.
 */
export function freeRect(area: ScreenRect, obstacles: ScreenRect[]): ScreenRect {
  const biggestFirst = [...obstacles].sort((a, b) => areaOf(b) - areaOf(a));
  let free = area;
  for (const obstacle of biggestFirst) {
    if (areaOf(obstacle) === 0 || !intersects(free, obstacle)) continue;
    const cuts: ScreenRect[] = [
      { ...free, top: obstacle.bottom },
      { ...free, bottom: obstacle.top },
      { ...free, left: obstacle.right },
      { ...free, right: obstacle.left },
    ];
    free = cuts.reduce((best, cut) => (areaOf(cut) > areaOf(best) ? cut : best));
  }
  return free;
}

/** The screen box of `items` at `scale` pixels per unit, relative to the ground origin. */
function extent(items: FrameItem[], scale: number): ScreenRect {
  return {
    left: Math.min(...items.map((item) => item.x * scale + item.box.left)),
    top: Math.min(...items.map((item) => item.y * scale + item.box.top)),
    right: Math.max(...items.map((item) => item.x * scale + item.box.right)),
    bottom: Math.max(...items.map((item) => item.y * scale + item.box.bottom)),
  };
}

/**
 * The largest scale at which the items fit `room` pixels along one axis: for every pair, the
 * ground between them plus the parts of their boxes that reach outwards.
 */
function largestScale(
  items: FrameItem[],
  room: number,
  along: (item: FrameItem) => { at: number; low: number; high: number },
): number {
  let scale = Infinity;
  for (const a of items) {
    for (const b of items) {
      const [p, q] = [along(a), along(b)];
      const ground = p.at - q.at;
      if (ground <= 0) continue;
      scale = Math.min(scale, (room - (p.high - q.low)) / ground);
    }
  }
  return scale;
}

/**
 * The camera that shows every item inside `free` (pixels, relative to the map's top left, whose
 * middle is `middle`): as close as `maxScale` allows and centred in the free part. Undefined when
 * nothing fits even at `minScale` — the free part is smaller than a marker.
 */
export function fitCamera(
  items: FrameItem[],
  free: ScreenRect,
  middle: { x: number; y: number },
  { minScale, maxScale }: { minScale: number; maxScale: number },
): FrameCamera | undefined {
  if (items.length === 0 || rectWidth(free) <= 0 || rectHeight(free) <= 0) return undefined;
  const scale = Math.min(
    maxScale,
    largestScale(items, rectWidth(free), (item) => ({
      at: item.x,
      low: item.box.left,
      high: item.box.right,
    })),
    largestScale(items, rectHeight(free), (item) => ({
      at: item.y,
      low: item.box.top,
      high: item.box.bottom,
    })),
  );
  if (!(scale >= minScale)) return undefined;
  const box = extent(items, scale);
  if (rectWidth(box) > rectWidth(free) + 0.5 || rectHeight(box) > rectHeight(free) + 0.5) {
    return undefined;
  }
  // The ground point at the map's middle puts the items' box in the middle of the free part.
  return {
    scale,
    centre: {
      x: ((box.left + box.right) / 2 - (free.left + free.right) / 2 + middle.x) / scale,
      y: ((box.top + box.bottom) / 2 - (free.top + free.bottom) / 2 + middle.y) / scale,
    },
  };
}

/**
 * How far (pixels) the map must move so that items now drawn with the camera `camera` lie inside
 * `free`: the least move that does it, nothing when they already do. Undefined when they do not
 * fit at this scale at all (see `fitCamera`).
 */
export function revealShift(
  items: FrameItem[],
  free: ScreenRect,
  middle: { x: number; y: number },
  camera: FrameCamera,
): { x: number; y: number } | undefined {
  if (items.length === 0) return { x: 0, y: 0 };
  const box = extent(items, camera.scale);
  const onScreen = {
    left: box.left - camera.centre.x * camera.scale + middle.x,
    top: box.top - camera.centre.y * camera.scale + middle.y,
    right: box.right - camera.centre.x * camera.scale + middle.x,
    bottom: box.bottom - camera.centre.y * camera.scale + middle.y,
  };
  const along = (low: number, high: number, from: number, to: number): number | undefined => {
    if (high - low > to - from + 0.5) return undefined;
    if (low < from) return low - from;
    if (high > to) return high - to;
    return 0;
  };
  const x = along(onScreen.left, onScreen.right, free.left, free.right);
  const y = along(onScreen.top, onScreen.bottom, free.top, free.bottom);
  return x === undefined || y === undefined ? undefined : { x, y };
}
