import { formatCurrency, formatPriceRange, startingFromLabel } from './price';

/** The parts of a plan that decide which price it shows. */
export interface PricedPlan {
  isModular: boolean;
  isManufactured: boolean;
  fixPrice: number;
  planCost: number;
}

/** What the plan page shows as the plan's price. */
export type PlanPrice =
  | { kind: 'startingFrom'; amount: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'none' };

/** Modular and manufactured homes are sold at a fixed price, not estimated from their drawings. */
export function isFactoryBuilt(plan: Pick<PricedPlan, 'isModular' | 'isManufactured'>): boolean {
  return plan.isModular || plan.isManufactured;
}

/**
 * SPEC §2.2: the price summary (estimate range and labor) is hidden for modular or manufactured
 * plans.
 */
export function showsPriceSummary(plan: Pick<PricedPlan, 'isModular' | 'isManufactured'>): boolean {
  return !isFactoryBuilt(plan);
}

/**
 * SPEC §2.2: 'Starting from' the fixed price for a modular or manufactured plan that has one;
 * otherwise the estimate's min to max, once it is known.
 */
export function planPrice(
  plan: PricedPlan,
  summary: { min: number; max: number } | null | undefined,
): PlanPrice {
  if (isFactoryBuilt(plan) && plan.fixPrice > 0) {
    return { kind: 'startingFrom', amount: plan.fixPrice };
  }
  if (summary && summary.max > 0) return { kind: 'range', min: summary.min, max: summary.max };
  return { kind: 'none' };
}

/** The text of a `PlanPrice`, or undefined when there is no price to show. */
export function planPriceText(price: PlanPrice): string | undefined {
  switch (price.kind) {
    case 'startingFrom':
      return startingFromLabel(price.amount);
    case 'range':
      return formatPriceRange(price.min, price.max);
    case 'none':
      return undefined;
  }
}

/**
 * The price line of a catalogue card. A full estimate per card would cost a summary per plan, so
 * the card shows what the plan itself states: the fixed price of a factory-built home, or else
 * the price of the drawings — named as such, so it is not mistaken for the cost of building.
 */
export function cataloguePriceText(plan: PricedPlan): string | undefined {
  if (isFactoryBuilt(plan) && plan.fixPrice > 0) return startingFromLabel(plan.fixPrice);
  if (plan.planCost > 0) return `Plan drawings ${formatCurrency(plan.planCost)}`;
  return undefined;
}
