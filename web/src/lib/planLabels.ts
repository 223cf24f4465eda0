/** The parts of a plan's meta that its header labels are built from. */
export interface PlanLabelMeta {
  bedroomCount?: number | null;
  bathroomCount?: number | null;
  totalArea?: number | null;
  outerArea?: number | null;
  width?: number | null;
  length?: number | null;
}

/** 'Studio' for a plan without bedrooms, otherwise '{n} BD / {m} BATH'. */
export function bedBathLabel(meta: PlanLabelMeta): string {
  const bedrooms = meta.bedroomCount ?? 0;
  if (bedrooms === 0) return 'Studio';
  return `${bedrooms} BD / ${meta.bathroomCount ?? 0} BATH`;
}

/** '{area} SQ FT', preferring the outer area over the total area (the outer one is what a lot holds). */
export function areaLabel(meta: PlanLabelMeta): string {
  const area = meta.outerArea || meta.totalArea || 0;
  return `${formatNumber(area)} SQ FT`;
}

/** Footprint size in feet, width first: "24' × 36'". */
export function dimensionsLabel(meta: PlanLabelMeta): string {
  return `${formatNumber(meta.width ?? 0)}' × ${formatNumber(meta.length ?? 0)}'`;
}

/** The plan page's title and meta description line: bed/bath label plus area label. */
export function planHeadline(meta: PlanLabelMeta): string {
  return `${bedBathLabel(meta)} · ${areaLabel(meta)}`;
}

// Whole feet stay whole; fractional ones keep one decimal so 12.25 shows as 12.3, not 12.25000001.
function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}
