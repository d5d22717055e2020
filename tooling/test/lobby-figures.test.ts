import { describe, expect, it } from "vitest";
import {
  describeScript,
  fetchedScripts,
  formatTable,
  keystrokeDelays,
  lobbyVerdicts,
  median,
  scriptRatio,
  summariseFrames,
  type LobbyFigures,
} from "../bench/lobby-figures.mjs";

describe("median", () => {
  it.each<[(number | null)[], number | null]>([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, null, 30, 20], 20],
    [[Number.NaN, 5], 5],
  ])("of %j is %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("scriptRatio", () => {
  it.each<[number | null, number | null, number | null]>([
    [1200, 1000, 1.2],
    [1000, 3000, 0.33],
    [0, 500, 0],
    [500, 0, null],
    [500, null, null],
    [null, 500, null],
  ])("%s / %s is %s", (big, small, expected) => {
    expect(scriptRatio(big, small)).toBe(expected);
  });
});

describe("summariseFrames", () => {
  const frames = [
    { startTime: 100, duration: 40 },
    {
      startTime: 900.4,
      duration: 120.6,
      blockingDuration: 70.6,
      styleAndLayoutStart: 1000,
      scripts: [
        { invoker: "DOMWindow.onscroll", sourceURL: "http://localhost:4351/assets/GameBrowser-x.js?v=1", sourceFunctionName: "onScroll", sourceCharPosition: 120, duration: 30 },
        { invoker: "FrameRequestCallback", sourceURL: "", duration: 6 },
        { invokerType: "event-listener", sourceURL: "http://localhost:4351/assets/app.js", sourceCharPosition: -1, duration: 80.2 },
        { invoker: "Promise.then", sourceURL: "http://localhost:4351/assets/app.js", duration: 1 },
      ],
    },
    { startTime: 2000, duration: 55 },
    { startTime: 3000, duration: 50 },
  ];

  it("counts, finds the longest and those over the threshold, and names the worst frames' longest scripts", () => {
    const s = summariseFrames(frames, { top: 2 });
    expect(s).toEqual({
      count: 4,
      maxMs: 121,
      overThreshold: 2,
      worst: [
        {
          durationMs: 121,
          blockingMs: 71,
          startMs: 900,
          styleAndLayoutMs: 21,
          scripts: ["event-listener /assets/app.js 80 ms", "DOMWindow.onscroll /assets/GameBrowser-x.js:onScroll@120 30 ms", "FrameRequestCallback (inline) 6 ms"],
        },
        { durationMs: 55, blockingMs: 0, startMs: 2000, styleAndLayoutMs: 0, scripts: [] },
      ],
    });
  });

  it.each([
    [[], { count: 0, maxMs: 0, overThreshold: 0 }],
    [[{ startTime: 0, duration: 50 }], { count: 1, maxMs: 50, overThreshold: 0 }],
    [[{ startTime: 0, duration: 50.5 }], { count: 1, maxMs: 51, overThreshold: 1 }],
  ])("summarises %j", (input, expected) => {
    expect(summariseFrames(input)).toMatchObject(expected);
  });

  it("takes another threshold", () => {
    expect(summariseFrames(frames, { thresholdMs: 100 }).overThreshold).toBe(1);
  });

  it("describes a script without a source as inline", () => {
    expect(describeScript({ invoker: "TimerHandler:setTimeout", duration: 12.4 })).toBe("TimerHandler:setTimeout (inline) 12 ms");
  });
});

describe("keystrokeDelays", () => {
  const key = (name: string, interactionId: number, duration: number) => ({ name, interactionId, duration, startTime: 0 });

  it("takes each interaction's longest entry and counts keystrokes with no entry at the floor", () => {
    const entries = [
      key("keydown", 11, 24),
      key("keypress", 11, 40),
      key("keyup", 11, 16),
      key("keydown", 12, 104),
      key("pointerdown", 9, 300), // the click into the box is no keystroke
      key("input", 0, 500), // no interaction id: not a keystroke of its own
    ];
    expect(keystrokeDelays(entries, 4)).toEqual({ keystrokes: 4, measured: 2, maxMs: 104, medianMs: 28, durationsMs: [40, 104] });
  });

  it.each<[number, number | null, number | null]>([
    [0, null, null],
    [3, 16, 16],
  ])("with no entries for %i keystrokes gives max %s and median %s", (keystrokes, max, med) => {
    expect(keystrokeDelays([], keystrokes)).toMatchObject({ maxMs: max, medianMs: med, measured: 0 });
  });
});

describe("fetchedScripts", () => {
  const scripts = [
    { path: "/assets/index.js", gzip: 1000, startMs: 5 },
    { path: "/assets/app.js", gzip: 500, startMs: 20 },
    { path: "/assets/index.js", gzip: 1000, startMs: 900 }, // fetched again: counted once
    { path: "/assets/LobbyPage.js", gzip: 300, startMs: 400 },
    { path: "/assets/ShellDuties.js", gzip: 200, startMs: 1500 },
  ];

  it("splits what came before the first paint, before the first tile and until idle, each file once", () => {
    expect(fetchedScripts(scripts, { firstPaintMs: 300, contentMs: 1200 })).toEqual({
      untilIdle: { gzip: 2000, files: ["/assets/index.js", "/assets/app.js", "/assets/LobbyPage.js", "/assets/ShellDuties.js"] },
      beforeFirstPaint: { gzip: 1500, files: ["/assets/index.js", "/assets/app.js"] },
      beforeContent: { gzip: 1800, files: ["/assets/index.js", "/assets/app.js", "/assets/LobbyPage.js"] },
    });
  });

  it("keeps every file for a mark that never came", () => {
    const f = fetchedScripts(scripts, { firstPaintMs: null, contentMs: null });
    expect(f.beforeFirstPaint.gzip).toBe(2000);
    expect(f.beforeContent.gzip).toBe(2000);
  });
});

describe("lobbyVerdicts", () => {
  const budgets = { initialJs: 153600, tilesMounted: 150, longestFrameMs: 50, scriptRatio: 1.2, inputToPaintMs: 100 };
  const js = (gzip: number) => ({ untilIdle: { gzip: gzip + 20000, files: [] }, beforeFirstPaint: { gzip, files: [] }, beforeContent: { gzip, files: [] } });
  const good: LobbyFigures = { initialJs: js(150000), tilesMounted: 150, scroll: { maxMs: 50 }, scriptRatio: 1.2, search: { maxMs: 100 } };

  it("passes figures at their budgets (the JS until idle is not budgeted)", () => {
    expect(lobbyVerdicts("noir", good, budgets)).toEqual([]);
  });

  it.each<[string, LobbyFigures, RegExp]>([
    ["initial JS", { ...good, initialJs: js(153601) }, /noir: the lobby's initial JS .* is 153601 B gzip, over its budget of 153600 B gzip/],
    ["tiles", { ...good, tilesMounted: 151 }, /tiles mounted during the scroll is 151, over its budget of 150$/],
    ["long frame", { ...good, scroll: { maxMs: 51 } }, /longest animation frame of the scroll is 51 ms/],
    ["ratio", { ...good, scriptRatio: 1.21 }, /script-time ratio .* is 1.21, over its budget of 1.2$/],
    ["keystroke", { ...good, search: { maxMs: 120 } }, /input-to-paint is 120 ms, over its budget of 100 ms/],
  ])("fails on %s over budget", (_what, figures, message) => {
    const failures = lobbyVerdicts("noir", figures, budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(message);
  });

  it("never fails a figure that was not measured, nor one without a budget", () => {
    expect(lobbyVerdicts("noir", { tilesMounted: null, scroll: { maxMs: null }, scriptRatio: null, search: {} }, budgets)).toEqual([]);
    expect(lobbyVerdicts("noir", { ...good, tilesMounted: 999 }, {})).toEqual([]);
  });
});

describe("formatTable", () => {
  it("aligns the columns and prints ok, OVER or a verdict of its own", () => {
    expect(
      formatTable("noir", [
        ["tiles", 120, "<= 150", true],
        ["longest frame", "80 ms", "<= 50 ms", false],
        ["score", 90, ">= 95", "UNDER"],
        ["  scrolled", "10000 px"],
      ]).split("\n"),
    ).toEqual([
      "noir",
      "  figure            value      goal  verdict",
      "  tiles               120    <= 150  ok",
      "  longest frame     80 ms  <= 50 ms  OVER",
      "  score                90     >= 95  UNDER",
      "    scrolled     10000 px",
    ]);
  });
});
