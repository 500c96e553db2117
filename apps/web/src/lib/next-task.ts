/**
 * Resolves in a later task, so that the browser can paint and answer a tap in between: a long
 * piece of start-up work split this way never blocks the page for long (see decision 0371).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
