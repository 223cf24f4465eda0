/**
 * Runs `task` in a task of its own after the next paint, so what was just rendered is on screen
 * before it runs (a frame callback runs before that paint; a task queued from it runs after).
 * `cancel()` stops it when it has not run yet.
 */
export function afterPaint(task: () => void): { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return {
    cancel: () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}
