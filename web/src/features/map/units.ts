/** Feet as the map screen writes them: one decimal, without a trailing '.0' (12 ft, 3.5 ft). */
export function formatFeet(value: number): string {
  return String(Math.round(value * 10) / 10);
}
