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
} as const;

export type AreaKey = (typeof areaKeys)[keyof typeof areaKeys];
