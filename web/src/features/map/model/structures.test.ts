import { describe, expect, it } from 'vitest';
import { degreesPerFoot } from './lot';
import {
  addStructureCorner,
  DEFAULT_SEPARATION_FT,
  moveStructureCorner,
  removeStructureCorner,
  renameStructure,
  setSeparation,
  siteStructures,
  startingStructure,
  structureName,
  updateStructure,
} from './structures';

const centre: [number, number] = [-97.74, 30.27];
const per = degreesPerFoot(centre[1]);

describe('existing structures', () => {
  it('start as a typical rectangle near the lot centre, 6 ft kept from them', () => {
    const house = startingStructure('house', centre, 0, 'h');
    const lons = house.corners.map(([lon]) => lon);
    const lats = house.corners.map(([, lat]) => lat);
    expect((Math.max(...lons) - Math.min(...lons)) / per.lon).toBeCloseTo(40, 6);
    expect((Math.max(...lats) - Math.min(...lats)) / per.lat).toBeCloseTo(30, 6);
    expect(house.separationFt).toBe(DEFAULT_SEPARATION_FT);
    expect(house.name).toBe('main house');
    // A second one does not land exactly on the first.
    const garage = startingStructure('garage', centre, 1, 'g');
    expect(garage.corners[0]).not.toEqual(startingStructure('garage', centre, 0, 'x').corners[0]);
  });

  it('gain, move and lose corners, but keep at least three', () => {
    const shed = startingStructure('other', centre, 0, 's');
    const five = addStructureCorner(shed, 0);
    expect(five.corners).toHaveLength(5);
    expect(moveStructureCorner(five, 1, [1, 2]).corners[1]).toEqual([1, 2]);
    const three = removeStructureCorner(removeStructureCorner(five, 0), 0);
    expect(three.corners).toHaveLength(3);
    expect(removeStructureCorner(three, 0).corners).toEqual(three.corners);
  });

  it('are named as typed, and by their kind while the name is empty', () => {
    const garage = startingStructure('garage', centre, 0, 'g');
    expect(structureName(renameStructure(garage, 'carport'))).toBe('carport');
    expect(structureName(renameStructure(garage, '  '))).toBe('garage');
  });

  it('keep a separation of at least 0', () => {
    const garage = startingStructure('garage', centre, 0, 'g');
    expect(setSeparation(garage, 10).separationFt).toBe(10);
    expect(setSeparation(garage, -2).separationFt).toBe(0);
    expect(setSeparation(garage, Number.NaN).separationFt).toBe(0);
  });

  it('are edited one at a time and sent to the worker by name', () => {
    const list = [
      startingStructure('house', centre, 0, 'a'),
      startingStructure('garage', centre, 1, 'b'),
    ];
    const edited = updateStructure(list, 'b', (s) => setSeparation(s, 3));
    expect(edited[0]).toBe(list[0]);
    expect(siteStructures(edited).map((s) => [s.name, s.separationFt])).toEqual([
      ['main house', 6],
      ['garage', 3],
    ]);
  });
});
