import { wrenMeta } from '../../../test/planFixtures';

/** A Wren with no areas, no photos, no contractor and no SVG. */
const WREN = {
  id: 'plan-1',
  title: 'The Wren',
  description: '',
  contractorId: null,
  url: 'https://3d.example/configurator/CFG-1',
  decorId: '',
  planId: '',
  image: '',
  isHidden: false,
  preApproved: false,
  planSVG: '',
  hasARModel: false,
  arModelLink: '',
  planCost: 0,
  sourcePlan: '',
  updatedAt: Date.UTC(2026, 10, 1),
  isModular: false,
  isManufactured: false,
  fixPrice: 0,
  meta: wrenMeta({ kitchenCount: 1, bathroom: [], bedroom: [], kitchen: [] }),
  available: { states: [], counties: [], cities: [] },
  preApprovedArea: { states: [], counties: [], cities: [] },
  photos: [],
  contractor: null,
};

/**
 * A stored plan as the AdminPlan query answers it, for the admin plan screens' tests: the Wren
 * above, its fields replaced by what a test is about (`fields`).
 */
export function adminPlanAnswer<Fields extends Partial<Record<keyof typeof WREN, unknown>>>(
  fields: Fields,
): Omit<typeof WREN, keyof Fields> & Fields {
  return { ...WREN, ...fields };
}
