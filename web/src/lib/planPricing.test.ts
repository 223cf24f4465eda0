import { describe, expect, it } from 'vitest';
import { planPriceStory, priceLineText, showsPriceSummary } from './planPricing';

/**
 * An estimate of `min` to `max` with one item in each list, its total the list's: services,
 * products, materials and labor, in that order.
 */
function estimate(min: number, max: number, totals: [number, number, number, number]) {
  const [service, product, material, labor] = totals;
  return {
    price: { min, max },
    lists: Object.entries({ service, product, material, labor }).map(([type, total]) => ({
      total,
      data: [{ price: total, type }],
    })),
  };
}

// The demo data's figures (national prices): each estimate's range is 0.9 to 1.15 times the sum
// of its items.
const siteBuilt = { isModular: false, isManufactured: false, fixPrice: 0 };
const shed = siteBuilt;
const shedEstimate = estimate(5463, 6980, [780, 330, 3360, 1600]);
const house = siteBuilt;
const houseEstimate = estimate(246298, 314714, [18766, 39894, 89148, 125856]);
const modular = { isModular: true, isManufactured: false, fixPrice: 129000 };
const modularEstimate = estimate(149544, 191084, [8980, 129000, 9260, 18920]);
const manufactured = { isModular: false, isManufactured: true, fixPrice: 89000 };
const manufacturedEstimate = estimate(111384, 142324, [9812, 89000, 8780, 16168]);

describe('planPriceStory', () => {
  it('headlines a shed by its estimate, the same on a card (range only) and on its page', () => {
    const card = planPriceStory(shed, { price: shedEstimate.price });
    const page = planPriceStory(shed, shedEstimate);
    expect(card.headline).toEqual({ label: 'Estimated cost', figure: '$5,463 – $6,980' });
    expect(page.headline).toEqual(card.headline);
    expect(card.breakdown).toBeUndefined();
    expect(page.breakdown).toEqual({
      kind: 'estimate',
      itemsTotal: 6070,
      estimate: { label: 'Estimated cost', figure: '$5,463 – $6,980' },
    });
  });

  it('headlines a site-built house by its estimate, with the sum of its items', () => {
    const story = planPriceStory(house, houseEstimate);
    expect(story.headline && priceLineText(story.headline)).toBe(
      'Estimated cost $246,298 – $314,714',
    );
    expect(story.breakdown).toMatchObject({ kind: 'estimate', itemsTotal: 273664 });
  });

  it("headlines a modular home 'Starting from' its fixed price, and adds up what comes on top", () => {
    expect(planPriceStory(modular, null).headline).toEqual({
      label: 'Starting from',
      figure: '$129,000',
    });
    expect(planPriceStory(modular, modularEstimate)).toEqual({
      headline: { label: 'Starting from', figure: '$129,000' },
      breakdown: { kind: 'homePlus', home: 129000, additions: 37160, allIn: 166160 },
    });
  });

  it('does the same for a manufactured home', () => {
    expect(planPriceStory(manufactured, manufacturedEstimate)).toEqual({
      headline: { label: 'Starting from', figure: '$89,000' },
      breakdown: { kind: 'homePlus', home: 89000, additions: 34760, allIn: 123760 },
    });
  });

  it('puts the home on top of an estimate that leaves it out', () => {
    const withoutHome = {
      price: { min: 9000, max: 11500 },
      lists: [{ total: 10000, data: [{ price: 10000, type: 'labor' }] }],
    };
    expect(planPriceStory(modular, withoutHome).breakdown).toEqual({
      kind: 'homePlus',
      home: 129000,
      additions: 10000,
      allIn: 139000,
    });
  });

  it('falls back to the estimate for a factory-built home without a fixed price', () => {
    expect(planPriceStory({ ...modular, fixPrice: 0 }, modularEstimate).headline).toEqual({
      label: 'Estimated cost',
      figure: '$149,544 – $191,084',
    });
  });

  it('has no headline before the estimate arrives, or when it is empty', () => {
    expect(planPriceStory(shed, undefined)).toEqual({ headline: undefined, breakdown: undefined });
    expect(planPriceStory(shed, { price: { min: 0, max: 0 } }).headline).toBeUndefined();
  });
});

describe('showsPriceSummary', () => {
  it('hides the price summary of modular and manufactured plans only', () => {
    expect(showsPriceSummary(house)).toBe(true);
    expect(showsPriceSummary(modular)).toBe(false);
    expect(showsPriceSummary(manufactured)).toBe(false);
  });
});
