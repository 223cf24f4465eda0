import type { MapData } from '../model/mapData';
import { forgetVisitorMap, readVisitorMap, writeVisitorMap } from './mapSessionStorage';

// Set when a visitor presses Save: their map, which this browser keeps for them, goes into the
// account they sign in with. In localStorage, like the map itself: the sign-in may happen after a
// reload of the login page, in another tab, or by another way in (registration, Google).
const CARRY_KEY = 'homeplot.carryIntoAccount';

/**
 * A visitor pressed Save: keeps their map in this browser as it is now and marks it to go into
 * the account they sign in with next, until it is there (or they remove the plan from it).
 */
export function carryIntoAccount(data: MapData): void {
  writeVisitorMap(data);
  try {
    window.localStorage.setItem(CARRY_KEY, '1');
  } catch {
    // Storage switched off: the placement cannot outlive this page.
  }
}

/**
 * The visitor's map waiting to go into the account: the one kept when they pressed Save, with
 * whatever they changed since. None once its plan was taken off (discarded), or when nothing
 * waits.
 */
export function mapToCarry(): MapData | undefined {
  try {
    if (window.localStorage.getItem(CARRY_KEY) === null) return undefined;
  } catch {
    return undefined;
  }
  const data = readVisitorMap();
  return data?.planId && data.placement ? data : undefined;
}

/**
 * The account holds the carried map now (its map session has stored it): it is forgotten here,
 * the visitor's copy with it. It is the account's now, and a shared phone must not show it to
 * the next visitor once its owner signs out.
 */
export function mapCarried(): void {
  try {
    window.localStorage.removeItem(CARRY_KEY);
  } catch {
    // Storage switched off: nothing was kept.
  }
  forgetVisitorMap();
}
