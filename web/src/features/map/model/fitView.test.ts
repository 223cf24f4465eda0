import { describe, expect, it } from 'vitest';
import { degreesPerFoot, startingLot, withLineKindChosen } from './lot';
import { startingStructure } from './structures';
import { fitReport } from './fitReport.fixture';
import { fitView, lineStates } from './fitView';

/** 60 ft wide (x −30…30 from its middle), 120 ft deep (y −60…60); lines west, north, east, south. */
const lot = withLineKindChosen(startingLot([-97.74, 30.27]), 3, 'front');

/** A footprint as the worker answers it, from corners in feet east and north of the lot's middle. */
function footprint(corners: [number, number][]): Float64Array {
  const per = degreesPerFoot(30.27);
  return Float64Array.from(
    corners.flatMap(([east, north]) => [-97.74 + east * per.lon, 30.27 + north * per.lat]),
  );
}

/** A 32 × 64 ft plan whose middle is `east`, `north` feet from the lot's middle. */
function planAt(east: number, north: number): Float64Array {
  return footprint([
    [east - 16, north - 32],
    [east - 16, north + 32],
    [east + 16, north + 32],
    [east + 16, north - 32],
  ]);
}

describe('fitView', () => {
  it('shows a clear fit in green with every line against its setback', () => {
    const view = fitView(fitReport({}), lot, []);
    expect(view.colour).toBe('#2f8a4e');
    expect(view.headline).toBe('Fits: every setback is kept');
    expect(view.inside).toBe('Inside the lot');
    expect(view.coverage).toBe('Lot coverage 12.3 %');
    expect(view.edges[1]).toEqual({
      label: 'Line 2 (side)',
      text: '20 ft away, setback 4 ft',
      status: 'clear',
    });
    expect(view.edges[3]?.label).toBe('Line 4 (front)');
  });

  it('shows a tight fit in amber', () => {
    const view = fitView(fitReport({ status: 'near' }), lot, []);
    expect(view.colour).toBe('#d89a00');
    expect(view.headline).toBe('Fits, but within 1 ft of a limit');
  });

  it('shows a broken rule in red and names it', () => {
    const violation = 'The plan is 2 ft from lot line 1; its setback is 4 ft.';
    const view = fitView(fitReport({ status: 'violated', violations: [violation] }), lot, []);
    expect(view.colour).toBe('#c43d3d');
    expect(view.headline).toBe('Does not fit here');
    expect(view.inside).toBe('Inside the lot');
    expect(view.violations).toEqual([violation]);
  });

  it('says first of all that a plan wholly outside the lot is not inside it, with no coverage', () => {
    // 13.5 ft beyond the east line: the worker measures it 13.5 ft from that line.
    const outside = fitReport({
      status: 'violated',
      insideLot: false,
      coveragePct: 14.7,
      edgeDistancesFt: [73.5, 28, 13.5, 28],
      edgeStatuses: ['clear', 'clear', 'clear', 'clear'],
      footprint: planAt(59.5, 0),
      violations: ['The plan extends outside the lot.'],
    });
    const view = fitView(outside, lot, []);
    expect(view.headline).toBe('Not inside the lot');
    expect(view.colour).toBe('#c43d3d');
    expect(view.coverage).toBeUndefined();
    expect(view.inside).toBeUndefined();
    expect(view.edges[2]).toEqual({
      label: 'Line 3 (side)',
      text: 'outside it by 13.5 ft, setback 4 ft',
      status: 'violated',
    });
    expect(view.edges.map((edge) => edge.status)).toEqual(['clear', 'clear', 'violated', 'clear']);
    expect(lineStates(outside, lot)).toEqual(['clear', 'clear', 'violated', 'clear']);
  });

  it('breaks both lines at a corner a plan lies beyond', () => {
    const corner = fitReport({
      status: 'violated',
      insideLot: false,
      edgeStatuses: ['clear', 'clear', 'clear', 'clear'],
      footprint: planAt(60, 110),
    });
    expect(lineStates(corner, lot)).toEqual(['clear', 'violated', 'violated', 'clear']);
  });

  it('says by how far the plan crosses a line and keeps the true distance of the others', () => {
    const view = fitView(
      fitReport({
        status: 'violated',
        insideLot: false,
        edgeDistancesFt: [83, 0, 13, 48],
        edgeStatuses: ['clear', 'violated', 'clear', 'clear'],
        edgePastFt: [0, 8, 0, 0],
        footprint: planAt(0, 36),
      }),
      lot,
      [],
    );
    expect(view.edges.map((edge) => edge.text)).toEqual([
      '83 ft away, setback 4 ft',
      'crosses it by 8 ft, setback 4 ft',
      '13 ft away, setback 4 ft',
      '48 ft away, setback 4 ft',
    ]);
    expect(view.edges[1]?.status).toBe('violated');
  });

  it('lists each structure with its distance against its separation', () => {
    const house = { ...startingStructure('house', [-97.74, 30.27], 0, 'h'), name: 'main house' };
    const shed = { ...startingStructure('other', [-97.74, 30.27], 1, 's'), name: '' };
    const view = fitView(
      fitReport({
        structures: [
          { index: 0, distanceFt: 3.04, status: 'violated' },
          { index: 1, distanceFt: 42.56, status: 'clear' },
        ],
      }),
      lot,
      [house, shed],
    );
    expect(view.structures).toEqual([
      { label: 'Main house', text: '3 ft away, keep 6 ft', status: 'violated' },
      { label: 'Structure', text: '42.6 ft away, keep 6 ft', status: 'clear' },
    ]);
    // A structure drawn a moment ago, before the worker has it.
    const garage = startingStructure('garage', [-97.74, 30.27], 2, 'g');
    const early = fitView(fitReport({ structures: [] }), lot, [garage]);
    expect(early.structures[0]?.text).toBe('checking, keep 6 ft');
  });
});
