import { describe, expect, it } from 'vitest';
import { degreesPerFoot } from './lot';
import { aheadOf, bearingTo, placementForKey, screenAngle, turn } from './placementMoves';

const at = { lon: -97.74, lat: 30.27, angleDeg: 0 };
const per = degreesPerFoot(at.lat);

describe('placement moves', () => {
  it('nudges one foot per arrow key and turns one degree per bracket', () => {
    const up = placementForKey(at, 'ArrowUp');
    expect(((up?.lat ?? 0) - at.lat) / per.lat).toBeCloseTo(1, 6);
    const right = placementForKey(at, 'ArrowRight');
    expect(((right?.lon ?? 0) - at.lon) / per.lon).toBeCloseTo(1, 6);
    expect(placementForKey(at, '[')?.angleDeg).toBe(359);
    expect(placementForKey(at, ']')?.angleDeg).toBe(1);
    expect(placementForKey(at, 'a')).toBeUndefined();
    expect(placementForKey(at, 'ArrowLeft', true)?.angleDeg).toBe(359);
    expect(placementForKey(at, 'ArrowRight', true)?.angleDeg).toBe(1);
  });

  it('measures a two-finger twist clockwise on screen', () => {
    const start = screenAngle({ x: 0, y: 0 }, { x: 100, y: 0 });
    const turned = screenAngle({ x: 0, y: 0 }, { x: 0, y: 100 });
    expect(turned - start).toBeCloseTo(90, 6);
  });

  it('finds the bearing the rotate handle was dragged to', () => {
    const turned = turn(at, 120);
    expect(bearingTo(at, aheadOf(turned, 30))).toBeCloseTo(120, 6);
    expect(bearingTo(at, aheadOf(at, 30))).toBeCloseTo(0, 6);
  });
});
