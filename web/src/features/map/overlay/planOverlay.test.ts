import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import type { LonLat } from '../../../geometry/ring';
import { FIT_COLOURS } from '../model/fitView';
import { drawingTransform, PlanOverlay } from './planOverlay';

/** A map whose projection is a plain scale (10 px per unit, north up) and whose camera we move. */
function fakeMap() {
  const container = document.createElement('div');
  const canvas = document.createElement('canvas');
  container.append(canvas);
  const listeners = new Map<string, () => void>();
  let offset = 0;
  const map = {
    getCanvas: () => canvas,
    project: ([lon, lat]: LonLat) => ({ x: lon * 10 + offset, y: 100 - lat * 10 }),
    on: (type: string, listener: () => void) => listeners.set(type, listener),
    off: (type: string) => listeners.delete(type),
  };
  const pan = (px: number) => {
    offset = px;
    listeners.get('move')?.();
  };
  return { map: map as unknown as MapLibreMap, container, pan, listeners };
}

// Front-left, front-right, back-right, back-left, closed: a 2 × 4 footprint facing down.
const RING: LonLat[] = [
  [0, 0],
  [2, 0],
  [2, 4],
  [0, 4],
  [0, 0],
];

describe('the plan overlay', () => {
  it('draws the footprint where the map projects it, outlined in the fit colour', () => {
    const { map, container } = fakeMap();
    const overlay = new PlanOverlay(map);
    const root = container.querySelector<HTMLElement>('[data-testid="plan-overlay"]');
    expect(root?.hidden).toBe(true);

    overlay.setFootprint(RING, 'violated');
    expect(root?.hidden).toBe(false);
    const [fill, outline] = [...container.querySelectorAll('polygon')];
    expect(fill?.getAttribute('points')).toBe('0.0,100.0 20.0,100.0 20.0,60.0 0.0,60.0');
    expect(outline?.getAttribute('stroke')).toBe(FIT_COLOURS.violated);

    overlay.setFootprint(null);
    expect(root?.hidden).toBe(true);
  });

  it('follows the camera and leaves the map when removed', () => {
    const { map, container, pan, listeners } = fakeMap();
    const overlay = new PlanOverlay(map);
    overlay.setFootprint(RING, 'clear');
    pan(100);
    expect(container.querySelector('polygon')?.getAttribute('points')).toMatch(/^100\.0,100\.0 /);

    overlay.remove();
    expect(container.querySelector('[data-testid="plan-overlay"]')).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('lays the drawing top-left on the back-left corner, its top row along the back', () => {
    const screen = [
      { x: 0, y: 40 },
      { x: 20, y: 40 },
      { x: 20, y: 0 },
      { x: 0, y: 0 },
    ];
    const transform = drawingTransform(screen, { width: 200, height: 400 });
    if (!transform) throw new Error('no transform');
    const [a, b, c, d, e, f] = transform;
    const apply = (x: number, y: number) => [a * x + c * y + e, b * x + d * y + f];
    expect(apply(0, 0)).toEqual([0, 0]);
    expect(apply(200, 0)).toEqual([20, 0]);
    expect(apply(0, 400)).toEqual([0, 40]);
    expect(apply(200, 400)).toEqual([20, 40]);
  });
});
