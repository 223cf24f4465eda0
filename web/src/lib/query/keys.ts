/**
 * The root key of each area of the API. A feature's key factory (its `api/keys.ts`) builds every
 * key under one of these, so a mutation in one feature can invalidate what another shows: renaming
 * a saved plan in My Plans invalidates `mapResults`, and the map's list of saved places with it.
 */
export const areaKeys = {
  session: ['session'],
  plans: ['plans'],
  estimates: ['estimates'],
  mapResults: ['mapResults'],
  mapSession: ['mapSession'],
  orders: ['orders'],
  contractors: ['contractors'],
  directories: ['directories'],
  users: ['users'],
  products: ['products'],
  // The back office's Plans List is every user's saved placements: under `mapResults`, so a
  // homeowner's rename or save shows there too.
  plansLists: ['mapResults', 'plansLists'],
  siteVisits: ['siteVisits'],
  generation: ['generation'],
  lots: ['lots'],
  // Local rules: the back office's rule sets and the rules the map holds plans to.
  rules: ['rules'],
} as const;

export type AreaKey = (typeof areaKeys)[keyof typeof areaKeys];

/**
 * The keys of a back-office record area under `root` (e.g. `areaKeys.users`): its list and each
 * record's detail, under one `all` key that invalidates both.
 */
export function adminRecordKeys<const Root extends readonly string[]>(root: Root) {
  const all = [...root, 'admin'] as const;
  return {
    all,
    list: () => [...all, 'list'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
