/**
 * Where the API draws site plans: a saved placement's (`GET /api/map-results/{id}/site-plan.*`)
 * and the map's current, unsaved one (`POST /api/site-plan.*`).
 */

/** The file a site plan comes as: a one-page vector PDF, or the same drawing as SVG. */
export type SitePlanFormat = 'pdf' | 'svg';

/** The sheet's paper: Letter (8.5 × 11 in) or Tabloid (11 × 17 in). */
export type SitePlanPaper = 'letter' | 'tabloid';

/** Which way the sheet stands. */
export type SitePlanOrientation = 'landscape' | 'portrait';

/** The sheet a site plan is drawn on, at its stated scale. */
export interface SitePlanSheet {
  paper: SitePlanPaper;
  orientation: SitePlanOrientation;
}

/** What the API draws when asked for no sheet in particular. */
export const DEFAULT_SHEET: SitePlanSheet = { paper: 'letter', orientation: 'landscape' };

/** The saved placement `mapResultId`'s site plan as `format`, on `sheet`. */
export function savedSitePlanUrl(
  mapResultId: string,
  format: SitePlanFormat,
  sheet: SitePlanSheet = DEFAULT_SHEET,
): string {
  const query = new URLSearchParams({ paper: sheet.paper, orientation: sheet.orientation });
  return `/api/map-results/${encodeURIComponent(mapResultId)}/site-plan.${format}?${query.toString()}`;
}

/** Where the map's current placement is sent to be drawn as `format` (its sheet is in the body). */
export function currentSitePlanUrl(format: SitePlanFormat): string {
  return `/api/site-plan.${format}`;
}
