/**
 * An epoch-milliseconds timestamp from the API as a date in the browser's locale and time zone
 * (e.g. the profile's registration date).
 */
export function formatLocalDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString();
}
