/** Every element the loader injects carries its entry's key here, so it can be found and removed again. */
export const SCRIPT_MARK = "data-shell-script";

/** Removes everything the loader injected (auth flipped, a game page, the next path). */
export function removeInjectedScripts(doc: Document = document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${SCRIPT_MARK}]`))) element.remove();
}

/** The longest wait for the first contentful paint after load: a page opened in a background tab paints nothing. */
export const FIRST_PAINT_CAP_MS = 5_000;

type PaintWindow = Window & { PerformanceObserver?: typeof PerformanceObserver };

/** Calls `done` once the first contentful paint is recorded (at once if it already was); false where it cannot be observed. */
function onFirstContentfulPaint(win: PaintWindow, done: () => void): (() => void) | false {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) return false;
  const observer = new Observer((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: "paint", buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `task` once the page has loaded, painted its first content and the browser is idle, so third-party HTML and
 * code the first screen does not need never compete with it (a single-page app's load event comes before its first
 * paint: the frame waits on its API reads). Without paint timing, or after FIRST_PAINT_CAP_MS, load and idle suffice.
 * Returns a cancel function.
 */
export function afterFirstPaint(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | false = false;
  let started = false;
  const run = () => {
    if (cancelled || started) return;
    started = true;
    if (stopWatching) stopWatching();
    clearTimeout(timer);
    if (typeof win.requestIdleCallback === "function") idle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 2_000 });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  const loaded = () => {
    if (cancelled) return;
    stopWatching = onFirstContentfulPaint(win, run);
    if (stopWatching === false) run();
    else if (!started) timer = setTimeout(run, FIRST_PAINT_CAP_MS);
  };
  if (win.document.readyState === "complete") loaded();
  else win.addEventListener("load", loaded, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", loaded);
    if (stopWatching) stopWatching();
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    clearTimeout(timer);
  };
}
