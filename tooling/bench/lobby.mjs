// Bench "lobby": the lobby (/casino) in Chromium at CPU x4 against the sandbox's 5,000 games, then 200 games:
// the JS it fetches, game tiles mounted during a 10,000 px scroll, the longest animation frame of that scroll,
// the script-time ratio 5,000 / 200 games and a search keystroke's input-to-paint. README: tooling/README.md.
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { gzipSize } from "./bundle-size.mjs";
import { fetchedScripts, formatTable, keystrokeDelays, lobbyVerdicts, median, scriptRatio, summariseFrames } from "./lobby-figures.mjs";
import { benchDist, CHROMIUM_ARGS, CHROMIUM_PATH, chosenBrands, lobbyPath, startStack } from "./stack.mjs";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 1280, height: 800 };
const SCROLL_PX = 10_000;
/**
 * The script-time ratio compares the load plus the first RATIO_SCROLL_PX of the scroll: 200 games make a page of
 * only about 6,000 px, and a shorter scroll would flatter the small catalogue.
 */
const RATIO_SCROLL_PX = 4000;
/** Pixels per animation frame: a steady wheel scroll of about 2,400 px/s at 60 fps. */
const STEP_PX = 40;
const SEARCH_TEXT = "golden";
/** Between keystrokes, as a quick typist (and slower than any search debounce should be). */
const KEY_GAP_MS = 200;
const SMALL_CATALOGUE = 200;

/** Runs in the page before its own scripts: long frames and input events, kept for the bench to read. */
function observeInPage() {
  const bench = (window.__bench = { frames: [], events: [] });
  const script = (s) => ({
    invoker: s.invoker,
    invokerType: s.invokerType,
    sourceURL: s.sourceURL,
    sourceFunctionName: s.sourceFunctionName,
    sourceCharPosition: s.sourceCharPosition,
    duration: s.duration,
  });
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        bench.frames.push({ startTime: f.startTime, duration: f.duration, blockingDuration: f.blockingDuration, styleAndLayoutStart: f.styleAndLayoutStart, scripts: [...(f.scripts ?? [])].map(script) });
      }
    }).observe({ type: "long-animation-frame", buffered: true });
    new PerformanceObserver((list) => {
      bench.lcpMs = list.getEntries().at(-1)?.startTime ?? bench.lcpMs;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.events.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId });
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  } catch {
    // an old browser: the figures stay empty and the bench says so
  }
  performance.setResourceTimingBufferSize(10_000);
  // When the first game tile is in the DOM: the end of the lobby's "initial" download.
  const seen = new MutationObserver(() => {
    if (document.querySelector("[data-game-tile]")) {
      bench.firstTileMs = performance.now();
      seen.disconnect();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** Runs in the page: scrolls like a wheel, `step` px per animation frame, counting mounted tiles on every frame. */
async function scrollInPage({ distance, step, stallMs }) {
  const scrolls = (el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight;
  let box = null;
  for (let el = document.querySelector("[data-game-grid]"); el && el !== document.body; el = el.parentElement) {
    if (scrolls(el)) {
      box = el;
      break;
    }
  }
  const pos = () => (box ? box.scrollTop : window.scrollY);
  const tiles = () => document.querySelectorAll("[data-game-tile]").length;
  const gridTiles = () => document.querySelectorAll("[data-game-grid] [data-game-tile]").length;
  const startedAt = performance.now();
  const from = pos();
  let maxTiles = tiles();
  let maxGridTiles = gridTiles();
  let frames = 0;
  let last = from;
  let lastMove = startedAt;
  await new Promise((resolve) => {
    const tick = (now) => {
      frames++;
      maxTiles = Math.max(maxTiles, tiles());
      maxGridTiles = Math.max(maxGridTiles, gridTiles());
      if (pos() !== last) [last, lastMove] = [pos(), now];
      // At the end of what is loaded, wait up to stallMs for the next page before giving up.
      if (pos() - from >= distance || now - lastMove > stallMs) return resolve();
      (box ?? window).scrollBy({ top: step, behavior: "instant" });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await new Promise((r) => setTimeout(r, 500));
  maxTiles = Math.max(maxTiles, tiles());
  maxGridTiles = Math.max(maxGridTiles, gridTiles());
  const container = box ? `${box.tagName.toLowerCase()}${box.hasAttribute("data-game-grid") ? "[data-game-grid]" : ""}` : "window";
  return { startedAt, scrolledPx: Math.round(pos() - from), frames, ms: Math.round(performance.now() - startedAt), maxTiles, maxGridTiles, container };
}

/** Runs in the page: first paints and the JS files it fetched (resource timing, relative to navigation). */
function loadFiguresInPage() {
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const lcp = window.__bench.lcpMs ?? null;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((r) => new URL(r.name).origin === location.origin && new URL(r.name).pathname.endsWith(".js"))
    .map((r) => ({ path: new URL(r.name).pathname, startMs: r.startTime }));
  return { fcpMs: paint("first-contentful-paint"), lcpMs: lcp, firstTileMs: window.__bench.firstTileMs ?? null, scripts };
}

async function scriptSeconds(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0;
}

/** A fresh context (cold cache) at CPU x4 on the lobby, waited until its tiles show and the network is idle. */
async function openLobby(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(observeInPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Performance.enable");
  const scriptBefore = await scriptSeconds(cdp);
  await page.goto(url, { waitUntil: "networkidle", timeout: 90_000 });
  const tilesShown = await page.waitForSelector("[data-game-tile]", { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 2000 })));
  return { context, page, cdp, scriptBefore, tilesShown };
}

/** Scrolls `distance` px in two legs, reading the script time after the first RATIO_SCROLL_PX. */
async function scrollInLegs(page, cdp, distance) {
  const first = await page.evaluate(scrollInPage, { distance: Math.min(distance, RATIO_SCROLL_PX), step: STEP_PX, stallMs: 5000 });
  const scriptAtRatio = await scriptSeconds(cdp);
  if (distance <= RATIO_SCROLL_PX) return { scroll: first, scriptAtRatio };
  const rest = await page.evaluate(scrollInPage, { distance: distance - first.scrolledPx, step: STEP_PX, stallMs: 5000 });
  const scroll = {
    ...first,
    scrolledPx: first.scrolledPx + rest.scrolledPx,
    frames: first.frames + rest.frames,
    ms: Math.round(rest.startedAt + rest.ms - first.startedAt),
    maxTiles: Math.max(first.maxTiles, rest.maxTiles),
    maxGridTiles: Math.max(first.maxGridTiles, rest.maxGridTiles),
  };
  return { scroll, scriptAtRatio };
}

async function loadAndScroll(browser, url, dist, distance) {
  const { context, page, cdp, scriptBefore, tilesShown } = await openLobby(browser, url);
  try {
    const load = await page.evaluate(loadFiguresInPage);
    const { scroll, scriptAtRatio } = await scrollInLegs(page, cdp, distance);
    const frames = await page.evaluate(() => window.__bench.frames);
    const gzipOf = (path) => {
      const file = join(dist, decodeURIComponent(path));
      return existsSync(file) ? gzipSize(readFileSync(file)) : 0;
    };
    const scripts = load.scripts.map((s) => ({ ...s, gzip: gzipOf(s.path) }));
    return {
      tilesShown,
      fcpMs: load.fcpMs === null ? null : Math.round(load.fcpMs),
      lcpMs: load.lcpMs === null ? null : Math.round(load.lcpMs),
      firstTileMs: load.firstTileMs === null ? null : Math.round(load.firstTileMs),
      initialJs: fetchedScripts(scripts, { firstPaintMs: load.fcpMs, contentMs: load.firstTileMs }),
      scroll: { ...scroll, ...summariseFrames(frames.filter((f) => f.startTime >= scroll.startedAt)) },
      loadFrames: summariseFrames(frames.filter((f) => f.startTime < scroll.startedAt)),
      // The renderer's main-thread script (CDP Performance.getMetrics) for the load and the first RATIO_SCROLL_PX.
      scriptMs: Math.round((scriptAtRatio - (scriptAtRatio >= scriptBefore ? scriptBefore : 0)) * 1000),
    };
  } finally {
    await context.close();
  }
}

/** Types SEARCH_TEXT into the grid's search box key by key; input-to-paint from the Event Timing entries. */
async function typeSearch(browser, url) {
  const { context, page } = await openLobby(browser, url);
  try {
    const label = /search games/i;
    // By its label; else (a catalogue not compiled yet shows message ids) the page's first search field.
    let box = page.getByRole("searchbox", { name: label }).or(page.getByRole("textbox", { name: label })).or(page.getByPlaceholder(label)).first();
    let by = "its label";
    // The lobby's grid (and its search box) is code loaded after the first paint: give it time to arrive.
    await box.waitFor({ state: "attached", timeout: 15_000 }).catch(() => undefined);
    if ((await box.count()) === 0) [box, by] = [page.locator('input[type="search"]').first(), 'input[type="search"] (no "Search games" label)'];
    if ((await box.count()) === 0) return { found: false };
    await box.click();
    await page.waitForTimeout(500);
    const from = await page.evaluate(() => performance.now());
    for (const ch of SEARCH_TEXT) {
      await page.keyboard.press(ch);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    await page.waitForTimeout(1500);
    const { events, frames } = await page.evaluate((t) => ({ events: window.__bench.events.filter((e) => e.startTime >= t), frames: window.__bench.frames.filter((f) => f.startTime >= t) }), from);
    return { found: true, by, text: SEARCH_TEXT, ...keystrokeDelays(events, SEARCH_TEXT.length), frames: summariseFrames(frames) };
  } finally {
    await context.close();
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => (n === null || n === undefined ? "n/a" : `${Math.round(n)} ms`);
/** A longest frame: the browser reports animation frames of 50 ms or more only, so 0 means none reached 50. */
const frameMs = (n) => (n === 0 ? "< 50 ms" : ms(n));

function table(brand, path, f, b) {
  const worstScroll = f.runs.reduce((w, r) => Math.max(w, r.scroll.maxMs), 0);
  const rows = [
    [`initial JS, requested before the first tile showed (${f.initialJs.beforeContent.files.length} files)`, kb(f.initialJs.beforeContent.gzip), `<= ${kb(b.initialJs)}`, f.initialJs.beforeContent.gzip <= b.initialJs],
    [`  requested before the first contentful paint (${f.initialJs.beforeFirstPaint.files.length} files)`, kb(f.initialJs.beforeFirstPaint.gzip)],
    [`  fetched until idle (${f.initialJs.untilIdle.files.length} files)`, kb(f.initialJs.untilIdle.gzip)],
    ["first contentful paint / first tile / LCP (CPU x4)", `${ms(f.fcpMs)} / ${ms(f.firstTileMs)} / ${ms(f.lcpMs)}`],
    [`game tiles mounted (most during the scroll; ${f.gridTiles} of them in the grid)`, f.tilesMounted ?? "n/a", `<= ${b.tilesMounted}`, f.tilesMounted === null ? undefined : f.tilesMounted <= b.tilesMounted],
    [`scrolled (${f.runs[0].scroll.container}, ${STEP_PX} px per frame)`, `${f.runs[0].scroll.scrolledPx} px in ${f.runs[0].scroll.ms} ms`],
    [`longest animation frame of the scroll (median; worst ${frameMs(worstScroll)})`, frameMs(f.scroll.maxMs), `<= ${b.longestFrameMs} ms`, f.scroll.maxMs <= b.longestFrameMs],
    ["  frames over 50 ms during the scroll (median)", f.scroll.overThreshold],
    ["  frames over 50 ms during the load (first run)", `${f.runs[0].loadFrames.overThreshold}, longest ${ms(f.runs[0].loadFrames.maxMs)}`],
    [`script time, load + ${RATIO_SCROLL_PX} px scroll, 5,000 games (median)`, ms(f.scriptMs.big)],
    [`script time, load + ${RATIO_SCROLL_PX} px scroll, ${SMALL_CATALOGUE} games (median)`, ms(f.scriptMs.small)],
    [`script-time ratio 5,000 / ${SMALL_CATALOGUE} games`, f.scriptRatio ?? "n/a", `<= ${b.scriptRatio}`, f.scriptRatio === null ? undefined : f.scriptRatio <= b.scriptRatio],
    f.search.found
      ? [`search "${f.search.text}": input-to-paint max (median ${ms(f.search.medianMs)})`, ms(f.search.maxMs), `<= ${b.inputToPaintMs} ms`, f.search.maxMs <= b.inputToPaintMs]
      : ['search: no "Search games" box on the page', "n/a", `<= ${b.inputToPaintMs} ms`],
  ];
  const lines = [formatTable(`${brand}  (${path}, CPU x${CPU_SLOWDOWN}, ${VIEWPORT.width}x${VIEWPORT.height}; load average ${f.loadAverage} on ${cpus().length} cores)`, rows)];
  if (f.search.found && f.search.by !== "its label") lines.push(`  note: typed into ${f.search.by}`);
  if (!f.runs[0].tilesShown) lines.push(`  note: no [data-game-tile] showed within 20 s of the load, so the tile and scroll figures measure no grid`);
  const worst = [...f.runs.flatMap((r) => r.scroll.worst), ...(f.search.frames?.worst ?? [])].sort((a, c) => c.durationMs - a.durationMs).slice(0, 3);
  for (const w of worst.filter((x) => x.durationMs > b.longestFrameMs)) {
    lines.push(`  long frame ${w.durationMs} ms (blocking ${w.blockingMs} ms, style+layout ${w.styleAndLayoutMs} ms): ${w.scripts.join("; ") || "no script attributed"}`);
  }
  return lines.join("\n");
}

/**
 * One load and scroll that is not counted, before the measured runs of a catalogue. The sandbox draws each game's
 * thumbnail the first time it is asked for (~10 ms of CPU, then kept): a first run on a fresh sandbox had the server
 * drawing some 400 PNGs on the same two cores as the browser it measures, and its frames read 5-15 ms longer. A CDN
 * in front of a real brand serves stored bytes. Each measured run still starts in a fresh browser context (no cached
 * thumbnail, script or page), so what the browser does is unchanged.
 */
async function warmUp(browser, url, dist, distance, log) {
  const started = Date.now();
  await loadAndScroll(browser, url, dist, distance);
  log(`  warm-up load and scroll (not counted) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** @param {{ root: string, budgets: Record<string, any>, log: (line: string) => void }} ctx */
export async function run({ root, budgets, log }) {
  const limits = budgets.lobby ?? {};
  const brands = chosenBrands(root, "curacao");
  const stack = await startStack(root, brands, log, 5000);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const perBrand = Object.fromEntries(brands.map((b) => [b, { runs: [], small: [] }]));
  try {
    for (const brand of brands) {
      const dist = join(benchDist(), brand);
      const url = `${stack.urlOf(brand)}${lobbyPath(root, brand)}`;
      await warmUp(browser, url, dist, SCROLL_PX, log);
      for (let i = 0; i < RUNS; i++) perBrand[brand].runs.push(await loadAndScroll(browser, url, dist, SCROLL_PX));
      perBrand[brand].search = await typeSearch(browser, url);
    }
    await stack.reseed(SMALL_CATALOGUE);
    for (const brand of brands) {
      const dist = join(benchDist(), brand);
      const url = `${stack.urlOf(brand)}${lobbyPath(root, brand)}`;
      await warmUp(browser, url, dist, RATIO_SCROLL_PX, log);
      for (let i = 0; i < RUNS; i++) perBrand[brand].small.push(await loadAndScroll(browser, url, dist, RATIO_SCROLL_PX));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const results = { paths: Object.fromEntries(brands.map((b) => [b, lobbyPath(root, b)])), cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, runs: RUNS, scrollPx: SCROLL_PX, ratioScrollPx: RATIO_SCROLL_PX, budgets: limits, brands: {} };
  const failures = [];
  for (const brand of brands) {
    const { runs, small, search } = perBrand[brand];
    const big = median(runs.map((r) => r.scriptMs));
    const little = median(small.map((r) => r.scriptMs));
    const figures = {
      initialJs: runs[0].initialJs,
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      firstTileMs: median(runs.map((r) => r.firstTileMs)),
      tilesMounted: runs[0].tilesShown ? Math.max(...runs.map((r) => r.scroll.maxTiles)) : null,
      gridTiles: Math.max(...runs.map((r) => r.scroll.maxGridTiles)),
      scroll: { maxMs: median(runs.map((r) => r.scroll.maxMs)), overThreshold: median(runs.map((r) => r.scroll.overThreshold)) },
      scriptMs: { big, small: little },
      scriptRatio: scriptRatio(big, little),
      search,
      // The machine's 1-minute load average at the end: frame figures on busy cores are not comparable.
      loadAverage: Number(loadavg()[0].toFixed(1)),
      runs,
      smallRuns: small,
    };
    results.brands[brand] = figures;
    failures.push(...lobbyVerdicts(brand, figures, limits));
    if (!runs[0].tilesShown) failures.push(`${brand}: ${lobbyPath(root, brand)} showed no [data-game-tile] within 20 s`);
    if (!search.found) failures.push(`${brand}: ${lobbyPath(root, brand)} has no "Search games" box to type into`);
    log(table(brand, lobbyPath(root, brand), figures, limits));
  }
  return { results, failures };
}
