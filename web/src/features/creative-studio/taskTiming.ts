/** SPEC §9: the steps a model runs when its settings name none. */
export const DEFAULT_STEPS = 28;

const HOUR_MS = 3_600_000;

/** The shortest run two decimals of an hour tell apart from nothing: 36 seconds. */
const HUNDREDTH_HOUR_MS = HOUR_MS / 100;

/**
 * SPEC §9: how long a finished task ran, in hours with two decimals ('0.25 h'); a run shorter
 * than 0.01 h is said in seconds beside it ('< 0.01 h (2 s)') rather than as '0.00 h', which
 * reads as not run at all. Undefined until it has both ends.
 */
export function executionTimeText(task: {
  startedAt: number | null;
  finishedAt: number | null;
}): string | undefined {
  if (task.startedAt === null || task.finishedAt === null) return undefined;
  const ms = Math.max(0, task.finishedAt - task.startedAt);
  if (ms < HUNDREDTH_HOUR_MS) return `< 0.01 h (${Math.max(1, Math.round(ms / 1000))} s)`;
  return `${(ms / HOUR_MS).toFixed(2)} h`;
}

/**
 * SPEC §9: the time an unfinished task still needs, in minutes — its steps (the settings'
 * `steps`, 28 by default) times the number of images it makes (one per source image, at least
 * one), divided by 60 and rounded up.
 */
export function remainingMinutes(input: { input: unknown; images: readonly string[] }): number {
  const settings = input.input;
  const asked =
    typeof settings === 'object' && settings !== null && 'steps' in settings
      ? Number(settings.steps)
      : NaN;
  const steps = Number.isFinite(asked) && asked > 0 ? asked : DEFAULT_STEPS;
  const results = Math.max(1, input.images.length);
  return Math.ceil((steps * results) / 60);
}

/** '2 min'. */
export function remainingTimeText(input: { input: unknown; images: readonly string[] }): string {
  return `${remainingMinutes(input)} min`;
}
