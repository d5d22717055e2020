import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_SETTLE_CAP_MS, whenPageSettled } from "./page-settled.ts";

/** A window whose idle callbacks run only when the test says the browser is idle. */
function idleWindow() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  const win = {
    requestIdleCallback: (callback: () => void) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (id: number) => callbacks.delete(id),
  } as unknown as Window;
  const idle = () => {
    const pending = [...callbacks.values()];
    callbacks.clear();
    for (const callback of pending) callback();
  };
  return { win, idle, waiting: () => callbacks.size };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("whenPageSettled", () => {
  it("runs at the first idle moment when nothing is loading", () => {
    const { win, idle } = idleWindow();
    const task = vi.fn();
    whenPageSettled(() => false, task, win);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits while the page or its data loads, looking again at later idle moments", () => {
    const { win, idle } = idleWindow();
    const task = vi.fn();
    let busy = true;
    whenPageSettled(() => busy, task, win);
    idle();
    vi.advanceTimersByTime(100);
    idle();
    expect(task).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(100);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
    // Once only.
    vi.advanceTimersByTime(PAGE_SETTLE_CAP_MS);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after the cap at the latest, when a read never ends", () => {
    const { win, idle, waiting } = idleWindow();
    const task = vi.fn();
    whenPageSettled(() => true, task, win);
    vi.advanceTimersByTime(PAGE_SETTLE_CAP_MS - 1);
    idle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(waiting()).toBe(0);
  });

  it("runs nothing once cancelled", () => {
    const { win, idle, waiting } = idleWindow();
    const task = vi.fn();
    const cancel = whenPageSettled(() => false, task, win);
    cancel();
    expect(waiting()).toBe(0);
    idle();
    vi.advanceTimersByTime(PAGE_SETTLE_CAP_MS);
    expect(task).not.toHaveBeenCalled();
  });

  it("without idle callbacks, looks on a timer", () => {
    const task = vi.fn();
    whenPageSettled(() => false, task, {} as Window);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
