/**
 * The cache key every plan query of the back office starts with (the admin list, detail and
 * form, the Creative Studio's plan): saving a plan, or a studio result to it, invalidates them
 * all, so each screen shows the change at once.
 */
export const PLANS_KEY = ['plans'] as const;
