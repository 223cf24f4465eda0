/**
 * An epoch-milliseconds timestamp from the API as a date in the browser's locale and time zone
 * (e.g. the profile's registration date).
 */
export function formatLocalDate(epochMs: number): string {
  return new Date(epochMs).toLocaleDateString();
}

/** A timestamp as a date and time in the browser's locale ('Mar 3, 2026, 10:42 AM'). */
export function formatLocalDateTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
