/** Feet as the map screen writes them: one decimal, without a trailing '.0' (12 ft, 3.5 ft). */
export function formatFeet(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** What a feet field holds: a distance, nothing yet, or a value refused with its reason. */
export type FeetEntry = { feet: number } | { empty: true } | { error: string };

/**
 * Reads a distance typed in feet (a setback, a clearance to a structure). Nothing typed, or a
 * number still being typed ("-", "1e"), is nothing yet; a negative distance is refused in words
 * rather than quietly read as 0, which would check the plan against a rule the user never set.
 */
export function readFeet(text: string): FeetEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  const feet = Number(trimmed);
  if (!Number.isFinite(feet)) return { empty: true };
  if (feet < 0) return { error: 'Enter 0 ft or more: a distance cannot be negative.' };
  return { feet };
}
