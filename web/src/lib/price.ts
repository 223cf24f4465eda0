// Written out rather than with `Intl.NumberFormat`: a page's first currency format would load the
// ICU number data, about 15 ms of a mid-range phone's main thread in the plan page's first
// render. US dollars need no locale data: a `$`, commas between groups of three digits, and
// cents when there are any. price.test.ts holds it to what Intl writes.

/** 129000 → '129,000'. */
export function withThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * US dollars: whole dollars stay whole ('$129,000'); an amount with cents keeps them ('$12.50'),
 * so an estimate line of a few dollars is not rounded into a different number.
 */
export function formatCurrency(amount: number): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  const dollars = withThousands(Math.floor(Math.abs(cents) / 100));
  const rest = Math.abs(cents) % 100;
  return rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
}

/** A price range, 'min – max'; one amount when both ends agree. The ends are put in order. */
export function formatPriceRange(min: number, max: number): string {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (formatCurrency(low) === formatCurrency(high)) return formatCurrency(low);
  return `${formatCurrency(low)} – ${formatCurrency(high)}`;
}
