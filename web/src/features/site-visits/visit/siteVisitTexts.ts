/** SPEC §8's site-visit messages. */
export const VISIT_NOT_FOUND = {
  title: 'Visit not found',
  text: 'The requested visit does not exist or has been deleted.',
} as const;

export const VISIT_LOAD_ERROR = {
  title: 'Data loading error',
  text: 'Failed to load visit data. Please try refreshing the page.',
} as const;

/** A visit's address, or SPEC §2.5's words for none. */
export function addressText(address: string): string {
  return address.trim() || 'Address is empty';
}

/**
 * The line under a visit's heading: its address, unless the heading already says it — a visit
 * started without a title is named after its address, and the same words twice read as a fault.
 */
export function addressUnderHeading(title: string, address: string): string | undefined {
  const text = addressText(address);
  return comparable(title) === comparable(text) ? undefined : text;
}

/** A text as a reader compares it: case and runs of spaces aside. */
function comparable(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The url of a visit's preview photo (the stored `{original, compressed}` of an upload). */
export function previewUrl(preview: unknown): string | undefined {
  if (typeof preview !== 'object' || preview === null) return undefined;
  const photo = preview as { original?: unknown; compressed?: { url?: unknown } | null };
  const compressed = photo.compressed?.url;
  if (typeof compressed === 'string' && compressed) return compressed;
  return typeof photo.original === 'string' && photo.original ? photo.original : undefined;
}

/** An answer in words, for the read-only view. */
export function answerText(
  type: string,
  mapType: string | null | undefined,
  result: unknown,
): string {
  if (result === null || result === undefined) return 'Not answered';
  if (type === 'map') return mapAnswerText(mapType, result);
  if (Array.isArray(result)) {
    if (type === 'photos' || type === 'files') {
      return `${result.length} ${type === 'photos' ? 'photo' : 'file'}${result.length === 1 ? '' : 's'}`;
    }
    return result.map(String).join(', ');
  }
  if (typeof result === 'string') return result;
  if (typeof result === 'number') return String(result);
  return JSON.stringify(result);
}

function mapAnswerText(mapType: string | null | undefined, result: unknown): string {
  const geometry = result as { type?: string; coordinates?: unknown };
  const coordinates = geometry.coordinates;
  if (geometry.type === 'Point' && Array.isArray(coordinates)) {
    const [lng, lat] = coordinates as number[];
    return `Marked at ${lat?.toFixed(6)}, ${lng?.toFixed(6)}`;
  }
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  if (geometry.type === 'LineString') return `A line of ${count(coordinates)} points`;
  if (geometry.type === 'MultiPoint') return `${count(coordinates)} points marked`;
  if (geometry.type === 'Polygon' && Array.isArray(coordinates)) {
    return `An outline of ${Math.max(0, count(coordinates[0]) - 1)} corners`;
  }
  return mapType ? `Drawn (${mapType})` : 'Drawn';
}
