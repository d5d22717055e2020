import { afterEach, beforeEach } from "vitest";

type HappyWindow = Window & { happyDOM?: { setWindowSize(size: { width: number; height: number }): void } };

/**
 * Runs the tests of the calling file or describe block in a desktop window wider than menu mode (1450 px), where the
 * header shows the menu bar; happy-dom's default window (1024 px) is in menu mode.
 */
export function inWideWindow(width = 1600): void {
  const resize = (size: { width: number; height: number }) => (window as HappyWindow).happyDOM?.setWindowSize(size);
  beforeEach(() => resize({ width, height: 900 }));
  afterEach(() => resize({ width: 1024, height: 768 }));
}
