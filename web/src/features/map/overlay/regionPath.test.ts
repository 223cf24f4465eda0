import { describe, expect, it } from 'vitest';
import type { LonLat } from '../../../geometry/ring';
import { regionPath } from './regionPath';

/** 10 px per unit, north up, the origin 100 px down the screen. */
const project = ([lon, lat]: LonLat) => ({ x: lon * 10, y: 100 - lat * 10 });

describe('the path of a region on screen', () => {
  it('draws each closed ring once, as a closed subpath', () => {
    const square: LonLat[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 0],
    ];
    expect(regionPath([[square]], project)).toBe('M0.0,100.0L40.0,100.0L40.0,60.0L0.0,60.0Z');
  });

  it('keeps holes and separate pieces as subpaths of the one path', () => {
    const outline: LonLat[] = [
      [0, 0],
      [6, 0],
      [6, 6],
      [0, 0],
    ];
    const hole: LonLat[] = [
      [4, 1],
      [5, 1],
      [5, 2],
      [4, 1],
    ];
    const apart: LonLat[] = [
      [10, 0],
      [11, 0],
      [11, 1],
      [10, 0],
    ];
    expect(regionPath([[outline, hole], [apart]], project)).toBe(
      'M0.0,100.0L60.0,100.0L60.0,40.0Z' +
        'M40.0,90.0L50.0,90.0L50.0,80.0Z' +
        'M100.0,100.0L110.0,100.0L110.0,90.0Z',
    );
  });

  it('leaves out a ring with no area, and draws nothing for no region', () => {
    const line: LonLat[] = [
      [0, 0],
      [1, 1],
      [0, 0],
    ];
    expect(regionPath([[line]], project)).toBe('');
    expect(regionPath([], project)).toBe('');
  });
});
