/** The longest the duties wait for the page to settle: a read that never ends must not keep them away. */
export const PAGE_SETTLE_CAP_MS = 4_000;
/** How often a busy page is looked at again (each time at an idle moment). */
const RECHECK_MS = 100;

/**
 * Runs `task` once the page has settled: at an idle moment when `isBusy` (a page or its data still loading) says
 * no, or after `capMs` at the latest. Returns a cancel function.
 */
export function whenPageSettled(isBusy: () => boolean, task: () => void, win: Window = window, capMs = PAGE_SETTLE_CAP_MS): () => void {
  let done = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    done = true;
    clearTimeout(cap);
    clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
  const finish = () => {
    if (done) return;
    stop();
    task();
  };
  const check = () => {
    idle = undefined;
    if (done) return;
    if (isBusy()) timer = setTimeout(waitForIdle, RECHECK_MS);
    else finish();
  };
  function waitForIdle() {
    if (typeof win.requestIdleCallback === "function") idle = win.requestIdleCallback(check, { timeout: 1_000 });
    else timer = setTimeout(check, 1);
  }
  const cap = setTimeout(finish, capMs);
  waitForIdle();
  return stop;
}
