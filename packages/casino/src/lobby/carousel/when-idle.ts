/**
 * Runs `task` once the browser is idle after the next paint (a timeout caps the wait), so the lobby's first
 * download and first paint never wait for it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let idleId: number | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(task, { timeout: timeoutMs });
    else timerId = setTimeout(task, 50);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
    if (timerId !== undefined) clearTimeout(timerId);
  };
}
