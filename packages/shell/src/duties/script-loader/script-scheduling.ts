/** Every element the loader injects carries its entry's key here, so it can be found and removed again. */
export const SCRIPT_MARK = "data-shell-script";

/** Removes everything the loader injected (auth flipped, a game page, the next path). */
export function removeInjectedScripts(doc: Document = document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${SCRIPT_MARK}]`))) element.remove();
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so third-party HTML never delays the first paint.
 * Returns a cancel function.
 */
export function afterFirstPaint(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === "function") idle = win.requestIdleCallback(() => !cancelled && task(), { timeout: 2_000 });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  if (win.document.readyState === "complete") run();
  else win.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener("load", run);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    clearTimeout(timer);
  };
}
