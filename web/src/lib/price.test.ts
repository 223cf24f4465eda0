import { describe, expect, it } from 'vitest';
import { formatCurrency, formatPriceRange } from './price';

describe('formatCurrency', () => {
  it('writes whole dollars with thousands separators and no cents', () => {
    expect(formatCurrency(129000)).toBe('$129,000');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(1_250_000)).toBe('$1,250,000');
  });

  it('keeps the cents of an amount that has them', () => {
    expect(formatCurrency(12.5)).toBe('$12.50');
    expect(formatCurrency(1999.99)).toBe('$1,999.99');
  });

  it('rounds to the cent', () => {
    expect(formatCurrency(10.004)).toBe('$10');
    expect(formatCurrency(10.006)).toBe('$10.01');
  });

  it('writes what Intl writes for US dollars, credits included', () => {
    const intl = (amount: number, cents: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }).format(amount);
    const amounts = [0, 1, 7.05, 999, 1000, 12_345.6, 99_999.99, 1_000_000, 123_456_789.01];
    for (const amount of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      const cents = Math.round(amount * 100) % 100 !== 0;
      expect(formatCurrency(amount)).toBe(intl(amount, cents));
    }
  });
});

describe('formatPriceRange', () => {
  it('shows min – max', () => {
    expect(formatPriceRange(118000, 164500)).toBe('$118,000 – $164,500');
  });

  it('shows one amount when both ends agree', () => {
    expect(formatPriceRange(5000, 5000)).toBe('$5,000');
  });

  it('puts the ends in order', () => {
    expect(formatPriceRange(200, 100)).toBe('$100 – $200');
  });
});
