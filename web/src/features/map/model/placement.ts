import type { Placement } from '../../../geometry/geometryApi';
import type { Lot } from './lot';
import type { Structure } from './structures';
import type { LocalRuleSet } from './localRules';

/** How far drawing the selected plan on the map has got. */
export type FootprintStatus = 'idle' | 'drawing' | 'drawn' | 'no-size' | 'failed';

/** How a placement came about: a turn by finger, handle or mouse snaps to the lot's lines. */
export type MoveKind = 'move' | 'turn';

/** The placed plan (a kept or restored placement belongs to the plan it was made with). */
export interface PlacedPlan {
  planId: string;
  placement: Placement;
  kind?: MoveKind;
}

/** What a plan is checked against: the lot, the buildings already on it, and the local rules. */
export interface Site {
  lot: Lot;
  structures: Structure[];
  ruleSets: LocalRuleSet[];
}

/** Whether a plan has the width and length it is drawn from. */
export function hasSize(meta: { width: number; length: number }): boolean {
  return meta.width > 0 && meta.length > 0;
}
