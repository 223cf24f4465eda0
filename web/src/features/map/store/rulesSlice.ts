import type { StateCreator } from 'zustand';
import type { AppliedRules } from '../../../geometry/geometryApi';
import {
  appliedKey,
  buildingKind,
  type BuildingKind,
  type LocalRuleSet,
  type Place,
} from '../model/localRules';
import type { MapData } from '../model/mapData';
import type { MapState } from './mapStore';

/**
 * The local rules of the property: the place its address is in, the rule sets of that place's
 * state, county and city, the kind of building the homeowner holds a home to, and the figures
 * the worker found to hold for the selected plan.
 */
export interface RulesSlice {
  /** Where the property is (`MapData.place`). */
  propertyPlace: Place | null;
  /** The homeowner's choice of building for a home plan; null: as the lot suggests. */
  buildingChoice: BuildingKind | null;
  /** The rule sets of `place`, once the API answered for it. */
  localRules: { place: Place; sets: LocalRuleSet[] } | undefined;
  /** The figures that hold for a plan held as a kind of building (`key` says which). */
  appliedRules: { key: string; rules: AppliedRules } | undefined;
  localRulesLoaded: (place: Place, sets: LocalRuleSet[]) => void;
  chooseBuilding: (kind: BuildingKind | null) => void;
  rulesApplied: (key: string, rules: AppliedRules) => void;
}

export function createRulesSlice(restored: MapData): StateCreator<MapState, [], [], RulesSlice> {
  return (set) => ({
    propertyPlace: restored.place,
    buildingChoice: restored.building,
    localRules: undefined,
    appliedRules: undefined,
    localRulesLoaded: (place, sets) => set({ localRules: { place, sets } }),
    chooseBuilding: (buildingChoice) => set({ buildingChoice }),
    rulesApplied: (key, rules) => set({ appliedRules: { key, rules } }),
  });
}

// One empty list, so that a selector answering "none" answers the same object every time.
const NO_RULE_SETS: LocalRuleSet[] = [];

/** The rule sets that apply to the property now: none until the API answered for its place. */
export function selectRuleSets(state: MapState): LocalRuleSet[] {
  const { localRules, propertyPlace } = state;
  return localRules && localRules.place === propertyPlace ? localRules.sets : NO_RULE_SETS;
}

/**
 * The figures that hold for the selected plan as the kind of building it is now held to; none
 * while the worker has not answered for that plan and kind (the figures of another would misname
 * the checks).
 */
export function selectAppliedRules(state: MapState): AppliedRules | undefined {
  const { selectedPlan, structures, buildingChoice, appliedRules } = state;
  if (!selectedPlan || !appliedRules) return undefined;
  const kind = buildingKind(selectedPlan.meta.type, structures, buildingChoice);
  return appliedRules.key === appliedKey(selectedPlan.id, kind) ? appliedRules.rules : undefined;
}
