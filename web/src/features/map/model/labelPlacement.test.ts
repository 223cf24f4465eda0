import { describe, expect, it } from 'vitest';
import { LABEL_CLEARANCE_PX, labelOffset } from './labelPlacement';

const SIZE = { width: 70, height: 22 };

describe("a lot line's label", () => {
  it("keeps its near edge clear of the line's middle handle, however wide it is", () => {
    // A west line: the label goes left, its half width further than a top line's label goes up.
    const [x, y] = labelOffset({ x: 100, y: 100 }, { x: 90, y: 100 }, SIZE);
    expect(x + SIZE.width / 2).toBeCloseTo(-LABEL_CLEARANCE_PX);
    expect(y).toBeCloseTo(0);
    const [, up] = labelOffset({ x: 100, y: 100 }, { x: 100, y: 80 }, SIZE);
    expect(up + SIZE.height / 2).toBeCloseTo(-LABEL_CLEARANCE_PX);
  });

  it('goes out along a slanted line the same way, its nearest corner clear', () => {
    const [x, y] = labelOffset({ x: 0, y: 0 }, { x: 3, y: 4 }, SIZE);
    // The label's corner nearest the middle, measured along the way out.
    const near = (x - SIZE.width / 2) * 0.6 + (y - SIZE.height / 2) * 0.8;
    expect(near).toBeCloseTo(LABEL_CLEARANCE_PX);
  });
});
