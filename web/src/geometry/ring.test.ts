import { describe, expect, it } from 'vitest';
import { ringFromFlat } from './ring';

describe('ringFromFlat', () => {
  it('pairs the flat corners and closes the ring', () => {
    const ring = ringFromFlat(new Float64Array([0, 0, 1, 0, 1, 1, 0, 1]));
    expect(ring).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
  });

  it('refuses an odd or too short list', () => {
    expect(() => ringFromFlat([0, 0, 1])).toThrow();
    expect(() => ringFromFlat([0, 0, 1, 1])).toThrow();
  });
});
