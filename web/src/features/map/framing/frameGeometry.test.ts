import { describe, expect, it } from 'vitest';
import {
  fitCamera,
  freeRect,
  POINT_BOX,
  revealShift,
  squareBox,
  type FrameItem,
  type ScreenRect,
} from './frameGeometry';

/** A phone's map: 390 × 440 px. */
const MAP: ScreenRect = { left: 0, top: 0, right: 390, bottom: 440 };
const MIDDLE = { x: 195, y: 220 };
const ADDRESS_BOX: ScreenRect = { left: 12, top: 12, right: 334, bottom: 56 };
const ZOOM_BUTTONS: ScreenRect = { left: 351, top: 10, right: 380, bottom: 97 };
const BASEMAP_SWITCH: ScreenRect = { left: 10, top: 380, right: 160, bottom: 430 };

/** The screen box of `items` drawn with `camera` on a map whose middle is `MIDDLE`. */
function drawn(items: FrameItem[], camera: { scale: number; centre: { x: number; y: number } }) {
  const at = (item: FrameItem) => ({
    x: (item.x - camera.centre.x) * camera.scale + MIDDLE.x,
    y: (item.y - camera.centre.y) * camera.scale + MIDDLE.y,
  });
  return {
    left: Math.min(...items.map((item) => at(item).x + item.box.left)),
    top: Math.min(...items.map((item) => at(item).y + item.box.top)),
    right: Math.max(...items.map((item) => at(item).x + item.box.right)),
    bottom: Math.max(...items.map((item) => at(item).y + item.box.bottom)),
  };
}

/** A tall lot (1 × 2 units) with a handle on each corner and a wide label off its east side. */
const LOT: FrameItem[] = [
  { x: 0, y: 0, box: squareBox(44) },
  { x: 1, y: 0, box: squareBox(44) },
  { x: 1, y: 2, box: squareBox(44) },
  { x: 0, y: 2, box: squareBox(44) },
  { x: 1, y: 1, box: { left: 12, top: -11, right: 88, bottom: 11 } },
];

describe('the free part of the map', () => {
  it('gives the top to a box across it and a narrow strip to buttons in a corner', () => {
    expect(freeRect(MAP, [ADDRESS_BOX, ZOOM_BUTTONS, BASEMAP_SWITCH])).toEqual({
      left: 0,
      top: 56,
      right: 351,
      bottom: 380,
    });
  });

  it('ignores what lies outside it or has no size', () => {
    const outside = { left: 400, top: 0, right: 500, bottom: 50 };
    const empty = { left: 20, top: 20, right: 20, bottom: 90 };
    expect(freeRect(MAP, [outside, empty])).toEqual(MAP);
  });
});

describe('fitting items into the free part', () => {
  const free = freeRect(MAP, [ADDRESS_BOX, ZOOM_BUTTONS, BASEMAP_SWITCH]);

  it('shows every box inside it, as large as it can, centred', () => {
    const camera = fitCamera(LOT, free, MIDDLE, { minScale: 1, maxScale: 1000 });
    if (!camera) throw new Error('no camera');
    const box = drawn(LOT, camera);
    expect(box.top).toBeCloseTo(free.top);
    expect(box.bottom).toBeCloseTo(free.bottom);
    expect(box.left).toBeGreaterThanOrEqual(free.left);
    expect(box.right).toBeLessThanOrEqual(free.right);
    expect((box.left + box.right) / 2).toBeCloseTo((free.left + free.right) / 2);
  });

  it('comes no closer than the largest scale', () => {
    const camera = fitCamera(LOT, free, MIDDLE, { minScale: 1, maxScale: 50 });
    expect(camera?.scale).toBe(50);
    if (!camera) return;
    const box = drawn(LOT, camera);
    expect((box.top + box.bottom) / 2).toBeCloseTo((free.top + free.bottom) / 2);
  });

  it('gives up when the boxes alone do not fit', () => {
    const tiny = { left: 0, top: 0, right: 30, bottom: 30 };
    expect(fitCamera(LOT, tiny, MIDDLE, { minScale: 0.001, maxScale: 1000 })).toBeUndefined();
  });
});

describe('revealing items', () => {
  const free = { left: 0, top: 56, right: 351, bottom: 380 };
  const plan: FrameItem[] = [
    { x: 0, y: 0, box: POINT_BOX },
    { x: 30, y: 60, box: POINT_BOX },
    { x: 15, y: -10, box: squareBox(44) },
  ];

  it('leaves the map where it is when they are in view', () => {
    const camera = { scale: 1, centre: { x: 15 - 175 + 195, y: 30 - 218 + 220 } };
    expect(revealShift(plan, free, MIDDLE, camera)).toEqual({ x: 0, y: 0 });
  });

  it('moves the map no further than needed', () => {
    // The handle's top (y −32) would be drawn 40 px above the free part.
    const camera = { scale: 1, centre: { x: 15, y: -32 - 56 + 220 + 40 } };
    expect(revealShift(plan, free, MIDDLE, camera)).toEqual({ x: 0, y: -40 });
  });

  it('cannot pan them into view when they are too big for it', () => {
    const camera = { scale: 10, centre: { x: 15, y: 30 } };
    expect(revealShift(plan, free, MIDDLE, camera)).toBeUndefined();
  });
});
