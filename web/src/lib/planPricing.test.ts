import { describe, expect, it } from 'vitest';
import { cataloguePriceText, planPrice, planPriceText, showsPriceSummary } from './planPricing';

const cottage = { isModular: false, isManufactured: false, fixPrice: 0, planCost: 1800 };
const modular = { ...cottage, isModular: true, fixPrice: 129000 };
const manufactured = { ...cottage, isManufactured: true, fixPrice: 89000 };
const summary = { min: 150000, max: 190000 };

describe('planPrice', () => {
  it("shows 'Starting from' the fixed price of a modular or manufactured home", () => {
    expect(planPriceText(planPrice(modular, summary))).toBe('Starting from $129,000');
    expect(planPriceText(planPrice(manufactured, summary))).toBe('Starting from $89,000');
  });

  it('shows the estimate range of any other plan', () => {
    expect(planPriceText(planPrice(cottage, summary))).toBe('$150,000 – $190,000');
  });

  it('falls back to the estimate for a factory-built home without a fixed price', () => {
    expect(planPrice({ ...modular, fixPrice: 0 }, summary)).toEqual({
      kind: 'range',
      min: 150000,
      max: 190000,
    });
  });

  it('shows no price before the estimate arrives, or when it is empty', () => {
    expect(planPriceText(planPrice(cottage, undefined))).toBeUndefined();
    expect(planPriceText(planPrice(cottage, { min: 0, max: 0 }))).toBeUndefined();
  });
});

describe('showsPriceSummary', () => {
  it('hides the price summary of modular and manufactured plans only', () => {
    expect(showsPriceSummary(cottage)).toBe(true);
    expect(showsPriceSummary(modular)).toBe(false);
    expect(showsPriceSummary(manufactured)).toBe(false);
  });
});

describe('cataloguePriceText', () => {
  it("shows 'Starting from' for a factory-built home with a fixed price", () => {
    expect(cataloguePriceText(modular)).toBe('Starting from $129,000');
  });

  it('names the price of the drawings as such', () => {
    expect(cataloguePriceText(cottage)).toBe('Plan drawings $1,800');
  });

  it('shows nothing without either price', () => {
    expect(cataloguePriceText({ ...cottage, planCost: 0 })).toBeUndefined();
  });
});
