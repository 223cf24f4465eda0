import type { Page } from '@playwright/test';
import { graphql, waitForApp } from './session';

// The demo catalogue the API seeds, read through the API, to pick the plan a test needs; and
// the page a plan has.

/** A plan as the catalogue lists it, with what the specs pick plans by. */
export interface CatalogueEntry {
  id: string;
  title: string;
  isHidden: boolean;
  isModular: boolean;
  isManufactured: boolean;
  fixPrice: number;
  meta: { type: string };
  photos: { isPublish: boolean }[];
}

/** The catalogue as the signed-in user (or a visitor) sees it: its first 100 plans. */
export async function catalogue(
  page: Page,
  filters: Record<string, unknown> = {},
): Promise<CatalogueEntry[]> {
  const data = await graphql<{ plans: { items: CatalogueEntry[] } }>(
    page,
    `
      query ($filters: PlanFilters) {
        plans(filters: $filters) {
          items {
            id
            title
            isHidden
            isModular
            isManufactured
            fixPrice
            meta {
              type
            }
            photos {
              isPublish
            }
          }
        }
      }
    `,
    { filters: { page: 1, pageSize: 100, ...filters } },
  );
  return data.plans.items;
}

/** The catalogue's plan number `index` (from 0), as the signed-in user (or a visitor) sees it. */
export async function demoPlan(page: Page, index: number): Promise<CatalogueEntry> {
  const plan = (await catalogue(page)).at(index);
  if (!plan) throw new Error(`the demo catalogue has no plan number ${index}`);
  return plan;
}

/** Built on site (neither modular nor manufactured) and shown to homeowners: it can be ordered. */
export function isSiteBuilt(plan: CatalogueEntry): boolean {
  return !plan.isHidden && !plan.isModular && !plan.isManufactured;
}

/** A site-built house: its estimate has an as-built site plan line (a shed's has none). */
export function isSiteBuiltHouse(plan: CatalogueEntry): boolean {
  return isSiteBuilt(plan) && plan.meta.type === 'HOUSE';
}

/** The plans the signed-in user has an open site-plan order for (the API refuses a second). */
export async function openOrderedPlanIds(page: Page): Promise<Set<string | null>> {
  const data = await graphql<{
    mySitePlanOrders: { items: { planId: string | null; status: string }[] };
  }>(page, '{ mySitePlanOrders(page: 1, pageSize: 100) { items { planId status } } }');
  return new Set(
    data.mySitePlanOrders.items
      .filter((order) => order.status !== 'DELIVERED')
      .map((order) => order.planId),
  );
}

/**
 * A plan `orderable` accepts (a site-built one unless said otherwise) that the signed-in user has
 * no open order for, so ordering it places a new order whatever other specs ordered on the same
 * server before.
 */
export async function planNotYetOrdered(
  page: Page,
  orderable: (plan: CatalogueEntry) => boolean = isSiteBuilt,
): Promise<CatalogueEntry> {
  const open = await openOrderedPlanIds(page);
  const plan = (await catalogue(page)).find((entry) => orderable(entry) && !open.has(entry.id));
  if (!plan) throw new Error('every site-built demo plan is already ordered');
  return plan;
}

/** Opens the page of the plan `planId` and waits for the app to settle. */
export async function openPlanPage(page: Page, planId: string) {
  await page.goto(`/plan/${planId}`);
  await waitForApp(page);
}
