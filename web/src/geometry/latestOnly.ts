/** What a caller of a latest-only function gets for a call that a newer call replaced. */
export const SUPERSEDED = Symbol('superseded');

/**
 * Wraps an async function so at most one call runs at a time and only the newest waiting call
 * runs next. Calls replaced while waiting resolve to `SUPERSEDED` without running: during a drag
 * only the latest pointer position matters, and a queue of stale ones would make the map lag.
 */
export function latestOnly<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result | typeof SUPERSEDED> {
  let running = false;
  let waiting:
    | {
        args: Args;
        resolve: (value: Result | typeof SUPERSEDED) => void;
        reject: (e: unknown) => void;
      }
    | undefined;

  const start = (
    args: Args,
    resolve: (value: Result | typeof SUPERSEDED) => void,
    reject: (e: unknown) => void,
  ) => {
    running = true;
    run(...args)
      .then(resolve, reject)
      .finally(() => {
        running = false;
        const next = waiting;
        waiting = undefined;
        if (next) start(next.args, next.resolve, next.reject);
      });
  };

  return (...args) =>
    new Promise((resolve, reject) => {
      if (!running) {
        start(args, resolve, reject);
        return;
      }
      waiting?.resolve(SUPERSEDED);
      waiting = { args, resolve, reject };
    });
}
