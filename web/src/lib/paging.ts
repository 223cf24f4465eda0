/** Page sizes a list offers in its page-size changer. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** SPEC §9: the generic list's default page size. */
export const DEFAULT_PAGE_SIZE = 20;

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps `page` (1-based) between the first and the last page. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The list's total text (SPEC §2.4): 'x-y of N items', e.g. '21-40 of 45 items'. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0-0 of 0 items';
  const current = clampPage(page, total, pageSize);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  return `${first}-${last} of ${total} items`;
}

/** The items shown on `page`. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
