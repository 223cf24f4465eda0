import type { FitStatus } from './geometryApi';

const STATUSES: FitStatus[] = ['clear', 'near', 'violated'];

/** The engine's numeric status (0 clear, 1 within a foot of a limit, 2 broken) in words. */
export function fitStatusOf(code: number): FitStatus {
  return STATUSES[code] ?? 'violated';
}
