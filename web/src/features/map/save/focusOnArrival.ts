/** How long the next screen may take to show what is to be focused (its code may still load). */
const ARRIVAL_WAIT_MS = 10_000;

/**
 * Focuses the first element matching `selector` once the screen being navigated to shows it: the
 * element that had focus (the Save button) leaves with the map, and a keyboard user would
 * otherwise start again from the top of the page. Gives up after `ARRIVAL_WAIT_MS`.
 */
export function focusOnArrival(selector: string): void {
  const focus = (): boolean => {
    const element = document.querySelector<HTMLElement>(selector);
    element?.focus();
    return element !== null;
  };
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(stop, ARRIVAL_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
