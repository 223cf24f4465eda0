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
};

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
 * Keeps the string fields of `raw` that the config knows, defaults for the rest. Google sign-in
 * stays off unless the API names a non-empty client id.
 */
export function mergeRuntimeConfig(raw: unknown): RuntimeConfig {
  const merged: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof raw !== 'object' || raw === null) return merged;
  const source = raw as Record<string, unknown>;
  for (const field of STRING_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim() !== '') merged[field] = value;
  }
  const clientId = source.googleClientId;
  if (typeof clientId === 'string' && clientId.trim() !== '') merged.googleClientId = clientId;
  return merged;
}
