import { describe, expect, it } from 'vitest';
import { AREA_BAND_OPTIONS, BATHROOM_OPTIONS, BEDROOM_OPTIONS } from './planFilterOptions';

describe('plan filter options (SPEC §5)', () => {
  it('offers Studio and 1 to 4 bedrooms, 0 to 2 bathrooms', () => {
    expect(BEDROOM_OPTIONS.map((option) => option.label)).toEqual(['Studio', '1', '2', '3', '4']);
    expect(BEDROOM_OPTIONS[0].value).toBe(0);
    expect(BATHROOM_OPTIONS.map((option) => option.value)).toEqual([0, 1, 2]);
  });

  it('bands square feet by 100 from 200 to 1200, with 0-200 first and 1200+ open-ended', () => {
    expect(AREA_BAND_OPTIONS.map((band) => band.key)).toEqual([
      '0-200',
      '200-300',
      '300-400',
      '400-500',
      '500-600',
      '600-700',
      '700-800',
      '800-900',
      '900-1000',
      '1000-1100',
      '1100-1200',
      '1200+',
    ]);
    expect(AREA_BAND_OPTIONS.at(-1)).toEqual({ key: '1200+', min: 1200, max: null });
    expect(AREA_BAND_OPTIONS[1]).toEqual({ key: '200-300', min: 200, max: 300 });
  });
});
