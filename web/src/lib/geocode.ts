/** One address the API's geocoder found (`GET /api/geocode`). */
export interface GeocodeResult {
  label: string;
  lon: number;
  lat: number;
  city: string | null;
  county: string | null;
  state: string | null;
  postcode: string | null;
}

/** Shown when the API's answer carries no message of its own (e.g. the network is down). */
export const GEOCODE_FALLBACK_MESSAGE =
  'The address search is not available right now. Tap the map to place your property.';

/** The geocoder failed; `message` is the API's own words (e.g. its 503 'geocoder is down'). */
export class GeocodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocodeError';
  }
}

/**
 * Turns the API's answer into results or a `GeocodeError` with the message the user should see.
 * The API answers 503 `{message}` when its geocoder is unreachable and 400 `{message}` for an
 * empty query; both messages are shown as they are.
 */
export function geocodeOutcome(status: number, body: unknown): GeocodeResult[] {
  if (status >= 200 && status < 300 && Array.isArray(body)) return body as GeocodeResult[];
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : GEOCODE_FALLBACK_MESSAGE;
  throw new GeocodeError(message);
}

/** Looks `query` up through the API (which caches and respects the provider's rate limit). */
export async function searchAddress(query: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  let response: Response;
  try {
    response = await fetch(`/api/geocode?q=${encodeURIComponent(query)}`, {
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GeocodeError(GEOCODE_FALLBACK_MESSAGE);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return geocodeOutcome(response.status, body);
}
