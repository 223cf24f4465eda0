import { useMutation } from '@tanstack/react-query';
import { postJsonForFile } from '../../../lib/restClient';
import {
  currentSitePlanUrl,
  type SitePlanOrientation,
  type SitePlanPaper,
} from '../../../lib/sitePlanUrls';
import type { SavedMapInput } from '../model/mapState';

/** What `POST /api/site-plan.pdf` draws: the placement on the map now, unsaved. */
export interface CurrentSitePlan {
  planId: string;
  address: string;
  /** The map exactly as Save would store it. */
  map: SavedMapInput;
  /** Letter and landscape unless said. */
  paper?: SitePlanPaper;
  orientation?: SitePlanOrientation;
}

/**
 * Has the API draw the map's placement as a to-scale site plan (PDF), named as the API names it.
 * Rejects with the API's reason (no lot, no plan placed, signed out…).
 */
export function drawCurrentSitePlan(request: CurrentSitePlan): Promise<File> {
  return postJsonForFile(currentSitePlanUrl('pdf'), request, 'site-plan.pdf');
}

/** Draws a site plan of the unsaved placement; nothing is stored, so nothing to invalidate. */
export function useDrawCurrentSitePlan() {
  return useMutation({ mutationFn: drawCurrentSitePlan });
}
