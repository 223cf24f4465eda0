import { formatCurrency, formatPriceRange } from './price';

/** The parts of a plan that decide which price it shows. */
export interface PricedPlan {
  isModular: boolean;
  isManufactured: boolean;
  fixPrice: number;
}

/** One itemised list of an estimate, as far as its figures go. */
export interface EstimateListFigures {
  total: number;
  data: readonly { price: number; type: string }[];
}

/** What is known of a plan's estimate: its range, and the itemised lists where they were asked for. */
export interface EstimateFigures {
  price: { min: number; max: number };
  /** The plan page has the four lists; a catalogue card has the range only. */
  lists?: readonly EstimateListFigures[];
}

/** A price as it is read out: 'Estimated cost' '$5,463 – $6,980', 'Starting from' '$129,000'. */
export interface PriceLine {
  label: string;
  figure: string;
}

/** SPEC §2.2: the wording of a factory-built home's fixed price. */
export const STARTING_FROM_LABEL = 'Starting from';
/** The wording of an estimate's range, wherever it is shown. */
export const ESTIMATED_COST_LABEL = 'Estimated cost';

/** What the itemised estimate adds up to, next to the headline it explains. */
export type PriceBreakdown =
  | {
      /** The headline is the estimate: the items' sum and the range around it. */
      kind: 'estimate';
      itemsTotal: number;
      estimate: PriceLine;
    }
  | {
      /** The headline is the home alone: what the estimate adds to it, and the all-in total. */
      kind: 'homePlus';
      home: number;
      additions: number;
      allIn: number;
    };

/** One plan's price, told the same way by the catalogue card, the plan page and its sticky bar. */
export interface PlanPriceStory {
  /** The label and figure the card, the plan page headline and the sticky bar all show; undefined while unknown. */
  headline: PriceLine | undefined;
  /** For the estimate details; undefined without the itemised lists. */
  breakdown: PriceBreakdown | undefined;
}

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

/** Whether the plan's price is its fixed price, so a card needs no estimate to show it. */
export function pricedAtFixPrice(plan: PricedPlan): boolean {
  return isFactoryBuilt(plan) && plan.fixPrice > 0;
}

/**
 * The one place that decides how a plan's price is told (SPEC §2.2). A modular or manufactured
 * home with a fixed price is headlined 'Starting from' that price: the home alone, so its
 * breakdown says what the estimate adds (site work, delivery, fees) and the all-in total. Any
 * other plan is headlined by its estimate's range, and its breakdown gives the items' sum the
 * range is built around. `estimate` is null until it is known (and for a card, national prices).
 */
export function planPriceStory(
  plan: PricedPlan,
  estimate: EstimateFigures | null | undefined,
): PlanPriceStory {
  const itemsTotal = estimate?.lists?.reduce((sum, list) => sum + list.total, 0);
  if (pricedAtFixPrice(plan)) {
    return {
      headline: { label: STARTING_FROM_LABEL, figure: formatCurrency(plan.fixPrice) },
      breakdown:
        itemsTotal === undefined || !estimate?.lists
          ? undefined
          : homePlus(plan.fixPrice, itemsTotal, estimate.lists),
    };
  }
  if (!estimate || estimate.price.max <= 0) return { headline: undefined, breakdown: undefined };
  const headline = {
    label: ESTIMATED_COST_LABEL,
    figure: formatPriceRange(estimate.price.min, estimate.price.max),
  };
  return {
    headline,
    breakdown:
      itemsTotal === undefined ? undefined : { kind: 'estimate', itemsTotal, estimate: headline },
  };
}

/** A price line as one phrase, e.g. for a screen reader or a plain-text place. */
export function priceLineText(line: PriceLine): string {
  return `${line.label} ${line.figure}`;
}

// The API's estimate of a factory-built home lists the home itself as a product at its fixed
// price (products ship at national prices, so it is never scaled). An estimate an admin entered
// by hand may leave the home out; then everything in it comes on top of the home.
function homePlus(
  home: number,
  itemsTotal: number,
  lists: readonly EstimateListFigures[],
): PriceBreakdown {
  const includesHome = lists.some((list) =>
    list.data.some((item) => item.type === 'product' && item.price === home),
  );
  const additions = includesHome ? itemsTotal - home : itemsTotal;
  return { kind: 'homePlus', home, additions, allIn: home + additions };
}
