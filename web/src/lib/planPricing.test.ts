import { describe, expect, it } from 'vitest';
import { planPriceStory, priceLineText, showsPriceSummary } from './planPricing';

// The demo data's figures (national prices): each estimate's range is 0.9 to 1.15 times the sum
// of its items.
const shed = { isModular: false, isManufactured: false, fixPrice: 0 };
const shedEstimate = {
  price: { min: 5463, max: 6980 },
  lists: [
    { total: 780, data: [{ price: 780, type: 'service' }] },
    { total: 330, data: [{ price: 330, type: 'product' }] },
    { total: 3360, data: [{ price: 3360, type: 'material' }] },
    { total: 1600, data: [{ price: 1600, type: 'labor' }] },
  ],
};
const house = { isModular: false, isManufactured: false, fixPrice: 0 };
const houseEstimate = {
  price: { min: 246298, max: 314714 },
  lists: [
    { total: 18766, data: [{ price: 18766, type: 'service' }] },
    { total: 39894, data: [{ price: 39894, type: 'product' }] },
    { total: 89148, data: [{ price: 89148, type: 'material' }] },
    { total: 125856, data: [{ price: 125856, type: 'labor' }] },
  ],
};
const modular = { isModular: true, isManufactured: false, fixPrice: 129000 };
const modularEstimate = {
  price: { min: 149544, max: 191084 },
  lists: [
    { total: 8980, data: [{ price: 8980, type: 'service' }] },
    { total: 129000, data: [{ price: 129000, type: 'product' }] },
    { total: 9260, data: [{ price: 9260, type: 'material' }] },
    { total: 18920, data: [{ price: 18920, type: 'labor' }] },
  ],
};
const manufactured = { isModular: false, isManufactured: true, fixPrice: 89000 };
const manufacturedEstimate = {
  price: { min: 111384, max: 142324 },
  lists: [
    { total: 9812, data: [{ price: 9812, type: 'service' }] },
    { total: 89000, data: [{ price: 89000, type: 'product' }] },
    { total: 8780, data: [{ price: 8780, type: 'material' }] },
    { total: 16168, data: [{ price: 16168, type: 'labor' }] },
  ],
};

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
