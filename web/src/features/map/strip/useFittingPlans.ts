import { useEffect, useState } from 'react';
import { fittingPlans } from '../../../geometry/geometryClient';
import type { StripPlan } from '../api/planStripDocuments';
import { buildingFacts, buildingKind, type BuildingKind } from '../model/localRules';
import type { Site } from '../model/placement';

/**
 * Which of `plans` have a legal placement on the site the worker holds — held, where the site has
 * local rules, to the rules for the building each would be (`choice`: the homeowner's kind for a
 * home): asked again when the site or the plans change, and only while "Fits my lot" is on. Undefined until an answer for the
 * current site is in. While a longer list (the strip's next page) is being checked, the previous
 * answer stands: the plans it did not check yet count as not fitting, rather than every plan
 * showing for a moment.
 */
export function useFittingPlans(
  enabled: boolean,
  site: Site | null,
  plans: StripPlan[],
  choice: BuildingKind | null,
): Set<string> | undefined {
  const [answer, setAnswer] = useState<{ site: Site; ids: Set<string> }>();

  useEffect(() => {
    if (!enabled || !site) return;
    let current = true;
    const sizes = plans
      .filter((plan) => plan.meta.width > 0 && plan.meta.length > 0)
      .map((plan) => ({
        id: plan.id,
        widthFt: plan.meta.width,
        lengthFt: plan.meta.length,
        building:
          site.ruleSets.length > 0
            ? buildingFacts(buildingKind(plan.meta.type, site.structures, choice), plan.meta)
            : undefined,
      }));
    fittingPlans(sizes).then(
      (ids) => {
        if (current) setAnswer({ site, ids: new Set(ids) });
      },
      (error: unknown) => console.error('The fit of the plans could not be checked', error),
    );
    return () => {
      current = false;
    };
  }, [enabled, site, plans, choice]);

  return answer && answer.site === site ? answer.ids : undefined;
}
