import type { PlanSummary, SummaryList } from '../api/planPageDocuments';

/** The four itemised lists, in the order the estimate details show them. */
export function summaryLists(summary: PlanSummary): SummaryList[] {
  return [summary.preconstruction, summary.products, summary.materials, summary.labor];
}

/**
 * The estimate line an 'as is' site plan order costs (the API prices the order from the same
 * line, named the same way).
 */
const SITE_PLAN_LINE = 'As-built site plan';

/** What the as-built site plan costs in this estimate, in dollars; undefined without the line. */
export function sitePlanPrice(summary: PlanSummary | null): number | undefined {
  return summary?.preconstruction.data.find((item) => item.title === SITE_PLAN_LINE)?.price;
}
