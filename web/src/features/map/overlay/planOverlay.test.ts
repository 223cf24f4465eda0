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
  const projected = { count: 0 };
  const map = {
    getCanvas: () => canvas,
    project: ([lon, lat]: LonLat) => {
      projected.count += 1;
      return { x: lon * 10 + offset, y: 100 - lat * 10 };
    },
    on: (type: string, listener: () => void) => listeners.set(type, listener),
    off: (type: string) => listeners.delete(type),
  };
  const pan = (px: number) => {
    offset = px;
    listeners.get('move')?.();
  };
  return { map: map as unknown as MapLibreMap, container, pan, listeners, projected };
}

// Front-left, front-right, back-right, back-left, closed: a 2 × 4 footprint facing down.
const RING: LonLat[] = [
  [0, 0],
  [2, 0],
  [2, 4],
  [0, 4],
  [0, 0],
];

// Where the centre of that footprint may move: a 2 × 2 square around its centre (1, 2).
const CENTRE_REGION: LonLat[][][] = [
  [
    [
      [0, 1],
      [2, 1],
      [2, 3],
      [0, 3],
      [0, 1],
    ],
  ],
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

  it("outlines where the plan's centre may move above the footprint, a dot on its centre", () => {
    const { map, container, pan, projected } = fakeMap();
    const overlay = new PlanOverlay(map);
    overlay.setFootprint(RING, 'clear');
    const region = container.querySelector<SVGPathElement>('[data-testid="centre-region"]');
    const dot = container.querySelector<SVGCircleElement>('[data-testid="plan-centre"]');
    const drawing = region?.ownerSVGElement;
    if (!region || !dot || !drawing) throw new Error('no centre region drawn');
    expect(drawing.style.display).toBe('none');

    overlay.setCentreRegion(CENTRE_REGION);
    expect(drawing.style.display).toBe('');
    expect(region.getAttribute('d')).toBe('M0.0,90.0L20.0,90.0L20.0,70.0L0.0,70.0Z');
    expect(region.getAttribute('stroke-dasharray')).not.toBeNull();
    // Above the footprint: later in the overlay, so painted over it.
    const footprint = container.querySelector('polygon');
    expect(footprint?.compareDocumentPosition(region)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect([dot.getAttribute('cx'), dot.getAttribute('cy')]).toEqual(['10.0', '80.0']);

    // A drag step moves the dot with the footprint and projects the plan's four corners only.
    projected.count = 0;
    overlay.setFootprint(
      RING.map(([lon, lat]) => [lon + 1, lat]),
      'clear',
    );
    expect(projected.count).toBe(4);
    expect([dot.getAttribute('cx'), dot.getAttribute('cy')]).toEqual(['20.0', '80.0']);
    expect(region.getAttribute('d')).toBe('M0.0,90.0L20.0,90.0L20.0,70.0L0.0,70.0Z');

    // The camera moves: the outline follows the map.
    pan(100);
    expect(region.getAttribute('d')).toBe('M100.0,90.0L120.0,90.0L120.0,70.0L100.0,70.0Z');
    expect(dot.getAttribute('cx')).toBe('120.0');

    // "Show where it fits" unticked, or no spot at this angle: neither line nor dot.
    overlay.setCentreRegion(null);
    expect(drawing.style.display).toBe('none');
    overlay.setCentreRegion([]);
    expect(drawing.style.display).toBe('none');
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
