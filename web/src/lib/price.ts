// Whole dollars stay whole ('$129,000'); an amount with cents keeps them ('$12.50'), so an
// estimate line of a few dollars is not rounded into a different number.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const WITH_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars: '$129,000', '$12.50'. */
export function formatCurrency(amount: number): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? WHOLE_DOLLARS.format(cents / 100) : WITH_CENTS.format(cents / 100);
}

/** A price range, 'min – max'; one amount when both ends agree. The ends are put in order. */
export function formatPriceRange(min: number, max: number): string {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (formatCurrency(low) === formatCurrency(high)) return formatCurrency(low);
  return `${formatCurrency(low)} – ${formatCurrency(high)}`;
}
