/** Settings the API hands the browser at start (`GET /api/config`), so one build serves any deployment. */
export interface RuntimeConfig {
  termsUrl: string;
  privacyUrl: string;
  /** XYZ raster template with {z}/{y}/{x}. */
  aerialTilesUrl: string;
  aerialAttribution: string;
  streetStyleUrl: string;
  /** OAuth client id for Google sign-in; null keeps the Google button hidden. */
  googleClientId: string | null;
  /** The call-booking page embedded on the plan page; null hides the embed and its button. */
  callBookingUrl: string | null;
  /** The external financing estimator; null hides 'Get financing'. */
  financingUrl: string | null;
  /** The AR viewer's app store page; null hides 'View in AR'. */
  arAppUrl: string | null;
  /** The 3D configurator app, opened with a plan's configurator id; null hides 'Configure'. */
  configuratorAppUrl: string | null;
  /** Whether the API serves plans' 3D views (`/api/plans/{id}/configurator.svg`). */
  configuratorEnabled: boolean;
}

/**
 * Used until the API answers, and for good when it cannot: the static legal pages shipped with the
 * app, public-domain USGS aerial imagery and a no-key street style.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  termsUrl: '/terms.html',
  privacyUrl: '/privacy.html',
  aerialTilesUrl:
    'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}',
  aerialAttribution: 'Imagery: USGS The National Map',
  streetStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
  googleClientId: null,
  callBookingUrl: null,
  financingUrl: null,
  arAppUrl: null,
  configuratorAppUrl: null,
  configuratorEnabled: false,
};

/** The fields that hold a link or null, where null hides what the link would lead to. */
const OPTIONAL_FIELDS = [
  'googleClientId',
  'callBookingUrl',
  'financingUrl',
  'arAppUrl',
  'configuratorAppUrl',
] as const satisfies readonly (keyof RuntimeConfig)[];

/** The fields that always hold a string (a default when the API sends none). */
const STRING_FIELDS = [
  'termsUrl',
  'privacyUrl',
  'aerialTilesUrl',
  'aerialAttribution',
  'streetStyleUrl',
] as const satisfies readonly (keyof RuntimeConfig)[];

export const RUNTIME_CONFIG_URL = '/api/config';

/** Fetches the runtime config; any field missing or of the wrong type keeps its default. */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`GET ${RUNTIME_CONFIG_URL} answered ${response.status}`);
  return mergeRuntimeConfig(await response.json());
}

/**
 * Keeps the string fields of `raw` that the config knows, defaults for the rest. Google sign-in,
 * call booking, financing, AR and the configurator stay off unless the API names a non-empty
 * value for them; the 3D view only when the API says it is enabled.
 */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const merged: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof raw !== 'object' || raw === null) return merged;
  const source = raw as Record<string, unknown>;
  for (const field of STRING_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim() !== '') merged[field] = value;
  }
  for (const field of OPTIONAL_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim() !== '') merged[field] = value;
  }
  merged.configuratorEnabled = source.configuratorEnabled === true;
  return merged;
}
