// Pure figures of the lobby bench (and the median and printed table the lighthouse bench shares): long-animation-
// frame and keystroke summaries, the script-time ratio, budget verdicts. Tested in tooling/test/lobby-figures.test.ts;
// Lighthouse's own figures are in lighthouse-figures.mjs.

/** The median of the numbers (mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n, digits = 0) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

/** One LoAF script as a line: what ran it, where, and for how long. */
export function describeScript(script) {
  const file = (script.sourceURL ?? "").replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") || "(inline)";
  const fn = script.sourceFunctionName ? `:${script.sourceFunctionName}` : "";
  const at = script.sourceCharPosition >= 0 ? `@${script.sourceCharPosition}` : "";
  return `${script.invoker || script.invokerType || "script"} ${file}${fn}${at} ${Math.round(script.duration)} ms`;
}

/**
 * Long animation frames (PerformanceObserver "long-animation-frame" entries): how many, the longest, how many over
 * `thresholdMs`, and the `top` longest with their three longest scripts (so a miss names its cause).
 */
export function summariseFrames(frames, { thresholdMs = 50, top = 3 } = {}) {
  const sorted = [...frames].sort((a, b) => b.duration - a.duration);
  return {
    count: frames.length,
    maxMs: sorted.length > 0 ? round(sorted[0].duration) : 0,
    overThreshold: frames.filter((f) => f.duration > thresholdMs).length,
    worst: sorted.slice(0, top).map((f) => ({
      durationMs: round(f.duration),
      blockingMs: round(f.blockingDuration ?? 0),
      startMs: round(f.startTime),
      styleAndLayoutMs: round(f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0),
      scripts: [...(f.scripts ?? [])].sort((a, b) => b.duration - a.duration).slice(0, 3).map(describeScript),
    })),
  };
}

/** Script time at the big catalogue over the small one, two decimals; null when the small one is 0 or missing. */
export function scriptRatio(big, small) {
  if (typeof big !== "number" || typeof small !== "number" || !(small > 0) || !(big >= 0)) return null;
  return round(big / small, 2);
}

/**
 * Input-to-paint per keystroke from Event Timing entries ("event" type): the entries of one key press share an
 * interactionId (keydown, keypress, keyup), and the interaction's delay is the longest of them (as INP counts it).
 * Chromium reports no entry under `floorMs` (the observer's durationThreshold), so a keystroke without one counts
 * as `floorMs`: an upper bound.
 */
export function keystrokeDelays(entries, keystrokes, floorMs = 16) {
  const byInteraction = new Map();
  for (const e of entries) {
    if (!e.interactionId || !/^key|^input$|^beforeinput$/.test(e.name)) continue;
    byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
  }
  const measured = [...byInteraction.values()];
  const missing = Math.max(0, keystrokes - measured.length);
  const all = [...measured, ...Array.from({ length: missing }, () => floorMs)];
  return { keystrokes, measured: measured.length, maxMs: round(all.length ? Math.max(...all) : null), medianMs: round(median(all)), durationsMs: measured.map((d) => round(d)) };
}

/**
 * The JS a page fetched, each script file once (by path) with its gzip bytes: everything requested until the page
 * was idle, what was requested before the first contentful paint, and before the lobby's content (the first game
 * tile) showed — the budgeted figure: the shell's duties load on purpose after the first paint, so "until idle"
 * counts them and "before first paint" may miss the route chunk. `scripts`: [{ path, gzip, startMs }]; a mark that
 * is null (no paint, no tile) keeps every file.
 */
export function fetchedScripts(scripts, { firstPaintMs = null, contentMs = null } = {}) {
  const byPath = new Map();
  for (const s of scripts) if (!byPath.has(s.path) || byPath.get(s.path).startMs > s.startMs) byPath.set(s.path, s);
  const all = [...byPath.values()].sort((a, b) => a.startMs - b.startMs);
  const before = (mark) => (mark === null ? all : all.filter((s) => s.startMs < mark));
  const figure = (list) => ({ gzip: list.reduce((total, s) => total + s.gzip, 0), files: list.map((s) => s.path) });
  return { untilIdle: figure(all), beforeFirstPaint: figure(before(firstPaintMs)), beforeContent: figure(before(contentMs)) };
}

/** Budget failures of one brand's lobby figures, as messages; a figure that is null (not measured) never fails. */
export function lobbyVerdicts(brand, f, budgets) {
  const failures = [];
  const over = (what, value, budget, unit) => {
    if (budget !== undefined && value !== null && value !== undefined && value > budget) failures.push(`${brand}: ${what} is ${value}${unit}, over its budget of ${budget}${unit}`);
  };
  over("the lobby's initial JS (requested before the first game tile showed)", f.initialJs?.beforeContent.gzip, budgets.initialJs, " B gzip");
  over("the most game tiles mounted during the scroll", f.tilesMounted, budgets.tilesMounted, "");
  over("the longest animation frame of the scroll", f.scroll?.maxMs, budgets.longestFrameMs, " ms");
  over("the script-time ratio 5,000 / 200 games", f.scriptRatio, budgets.scriptRatio, "");
  over("the slowest search keystroke's input-to-paint", f.search?.maxMs, budgets.inputToPaintMs, " ms");
  return failures;
}

/**
 * A table like the bundle bench's: rows of [figure, value text, goal text, ok] where ok is true, false (OVER)
 * or undefined (no goal).
 */
export function formatTable(title, rows) {
  const width = Math.max(6, ...rows.map(([label]) => label.length));
  const valueWidth = Math.max(5, ...rows.map(([, value]) => String(value).length));
  const goalWidth = Math.max(4, ...rows.map(([, , goal]) => String(goal ?? "").length));
  const lines = [title, `  ${"figure".padEnd(width)}  ${"value".padStart(valueWidth)}  ${"goal".padStart(goalWidth)}  verdict`];
  for (const [label, value, goal, ok] of rows) {
    const verdict = ok === undefined ? "" : ok === true ? "ok" : ok === false ? "OVER" : ok;
    lines.push(`  ${label.padEnd(width)}  ${String(value).padStart(valueWidth)}  ${String(goal ?? "").padStart(goalWidth)}  ${verdict}`.trimEnd());
  }
  return lines.join("\n");
}
