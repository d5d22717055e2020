import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveContentTexts } from "../test/content-api.ts";
import { renderShell } from "../test/render-shell.tsx";

// The lazy duties are replaced by a marker; `imports` counts when their chunk is asked for.
const chunk = vi.hoisted(() => ({ imports: 0 }));
vi.mock("./ShellDuties.tsx", () => {
  chunk.imports += 1;
  return { ShellDuties: () => <div data-testid="lazy-duties" /> };
});

let frames: FrameRequestCallback[] = [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  chunk.imports = 0;
  frames = [];
  serveContentTexts({ en: {} });
  // Animation frames run only when the test says so: "the browser painted".
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
});
afterEach(() => vi.restoreAllMocks());

describe("the deferred shell duties", () => {
  it("ask for their chunk only after the first frame is painted, not in a task queued before that paint", async () => {
    renderShell("/");
    await screen.findByRole("navigation", { name: "Main" });
    await act(nextTask);
    await act(nextTask);
    expect(chunk.imports).toBe(0);
    expect(screen.queryByTestId("lazy-duties")).toBeNull();

    await act(async () => {
      for (const callback of frames.splice(0)) callback(performance.now());
      await nextTask();
    });
    expect(await screen.findByTestId("lazy-duties")).toBeTruthy();
    expect(chunk.imports).toBe(1);
  });
});
