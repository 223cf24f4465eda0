import { describe, expect, it } from 'vitest';
import { areaLabel, bedBathLabel, dimensionsLabel, planHeadline } from './planLabels';

describe('bedBathLabel', () => {
  it("says 'Studio' for a plan without bedrooms", () => {
    expect(bedBathLabel({ bedroomCount: 0, bathroomCount: 1 })).toBe('Studio');
    expect(bedBathLabel({ bedroomCount: null, bathroomCount: null })).toBe('Studio');
  });

  it("says '{n} BD / {m} BATH' otherwise", () => {
    expect(bedBathLabel({ bedroomCount: 2, bathroomCount: 1 })).toBe('2 BD / 1 BATH');
    expect(bedBathLabel({ bedroomCount: 3, bathroomCount: 0 })).toBe('3 BD / 0 BATH');
  });
});

describe('areaLabel', () => {
  it('prefers the outer area', () => {
    expect(areaLabel({ outerArea: 640, totalArea: 600 })).toBe('640 SQ FT');
  });

  it('falls back to the total area when there is no outer area', () => {
    expect(areaLabel({ outerArea: null, totalArea: 600 })).toBe('600 SQ FT');
    expect(areaLabel({ outerArea: 0, totalArea: 1200 })).toBe('1200 SQ FT');
  });

  it('keeps one decimal of a fractional area', () => {
    expect(areaLabel({ totalArea: 412.46 })).toBe('412.5 SQ FT');
  });
});

describe('dimensionsLabel', () => {
  it('shows width × length in feet', () => {
    expect(dimensionsLabel({ width: 20, length: 32.5 })).toBe("20' × 32.5'");
  });
});

describe('planHeadline', () => {
  it('joins the bed/bath and area labels for titles and descriptions', () => {
    expect(planHeadline({ bedroomCount: 1, bathroomCount: 1, totalArea: 480 })).toBe(
      '1 BD / 1 BATH · 480 SQ FT',
    );
  });
});
