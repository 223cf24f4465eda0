import { describe, expect, it } from 'vitest';
import { startingLot } from '../model/lot';
import { groundFrame } from './ground';
import { HANDLE_SIZE_PX, lotFrameItems, planFrameItems } from './siteItems';

const lot = startingLot([-97.74, 30.27]);
const LABEL = { width: 70, height: 22 };

describe('what framing keeps in view', () => {
  const { toGround } = groundFrame(0);
  const items = lotFrameItems(lot, toGround, LABEL);

  it('is every corner and middle handle, whole, and a label beside every line', () => {
    expect(items).toHaveLength(12);
    for (const handle of items.slice(0, 8)) {
      expect(handle.box.right - handle.box.left).toBe(HANDLE_SIZE_PX);
    }
    for (const label of items.slice(8)) {
      expect(label.box.right - label.box.left).toBeCloseTo(LABEL.width);
      expect(label.box.bottom - label.box.top).toBeCloseTo(LABEL.height);
    }
  });

  it('puts each label on the outer side of its line', () => {
    // Lines run west, north, east, south: each label is offset left, up, right and down.
    const [west, north, east, south] = items.slice(8).map((label) => ({
      x: (label.box.left + label.box.right) / 2,
      y: (label.box.top + label.box.bottom) / 2,
    }));
    expect(west?.x).toBeLessThan(0);
    expect(north?.y).toBeLessThan(0);
    expect(east?.x).toBeGreaterThan(0);
    expect(south?.y).toBeGreaterThan(0);
  });

  it("is the plan's footprint and its rotate handle", () => {
    const plan = planFrameItems(
      { footprint: lot.corners, rotateHandle: [-97.74, 30.2702] },
      toGround,
    );
    expect(plan).toHaveLength(5);
    expect(plan.at(-1)?.box.right).toBe(HANDLE_SIZE_PX / 2);
    expect(plan[0]?.box).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
  });
});
