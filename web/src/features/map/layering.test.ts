import { describe, expect, it } from 'vitest';

/**
 * The map's rooms from the floor up (see README.md): a module imports from its own room and the
 * rooms below it, never from a room above. The files directly in features/map (the screen) stand
 * above every room. A new room gets its place here.
 */
const ROOMS_FROM_THE_FLOOR_UP = [
  'model',
  'api',
  'overlay',
  'store',
  'session',
  'framing',
  'placement',
  'drag',
  'lot',
  'structures',
  'basemap',
  'address',
  'strip',
  'save',
  'onboarding',
];
const SCREEN = '(screen)';

/** Every source file of the map, tests included, by its path from here ('lot/LotPanel.tsx'). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice('./'.length), text]),
);

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

/** What `file` imports: relative paths resolved from here ('../..' beyond the map), and packages. */
function importsOf(file: string): { relative: string[]; packages: string[] } {
  const relative: string[] = [];
  const packages: string[] = [];
  for (const [, specifier = ''] of (sources[file] ?? '').matchAll(IMPORT)) {
    if (!specifier.startsWith('.')) {
      packages.push(specifier);
      continue;
    }
    const parts = file.split('/').slice(0, -1);
    for (const segment of specifier.split('/')) {
      if (segment === '..') {
        if (parts.length > 0 && parts.at(-1) !== '..') parts.pop();
        else parts.push('..');
      } else if (segment !== '.') {
        parts.push(segment);
      }
    }
    relative.push(parts.join('/'));
  }
  return { relative, packages };
}

/** The room a path of the map is in; undefined outside the map. */
function roomOf(path: string): string | undefined {
  if (path.startsWith('../')) return undefined;
  return path.includes('/') ? path.split('/')[0] : SCREEN;
}

function level(room: string): number {
  return room === SCREEN ? ROOMS_FROM_THE_FLOOR_UP.length : ROOMS_FROM_THE_FLOOR_UP.indexOf(room);
}

describe("the map's rooms", () => {
  it('are all placed in the order', () => {
    const rooms = new Set(Object.keys(sources).map((file) => roomOf(file) ?? SCREEN));
    const unplaced = [...rooms].filter((room) => room !== SCREEN && level(room) === -1);
    expect(unplaced).toEqual([]);
  });

  it('import downwards only', () => {
    const upwards = Object.keys(sources).flatMap((file) => {
      const from = roomOf(file) ?? SCREEN;
      return importsOf(file).relative.flatMap((target) => {
        const to = roomOf(target);
        return to !== undefined && level(to) > level(from) ? [`${file} → ${target}`] : [];
      });
    });
    expect(upwards).toEqual([]);
  });

  it('stand on a model of plain types and pure functions', () => {
    const model = Object.keys(sources).filter(
      (file) => roomOf(file) === 'model' && !file.endsWith('.test.ts'),
    );
    expect(model.length).toBeGreaterThan(0);
    // No React, store, map library or cache: the model runs anywhere, a test included.
    expect(model.flatMap((file) => importsOf(file).packages)).toEqual([]);
  });
});
