// Brand-sensitive: runs in every brand, because each brand's build writes its own frame (name, logo, theme, navigation system, default language) into its own landing pages, at its own paths (noir: /games, /offers).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";

type Box = { x: number; y: number; width: number; height: number };

const landingRoutes = (testInfo: Parameters<typeof pathOf>[0]) => [
  { name: "home", path: pathOf(testInfo, "home", "/") },
  { name: "lobby", path: pathOf(testInfo, "casino", "/casino") },
  { name: "promotions", path: pathOf(testInfo, "promotions", "/promotions") },
  { name: "slots", path: pathOf(testInfo, "slots", "/casino/slots") },
];

/**
 * The routes with a parameter: one page per route for all its paths (a game's, a category's), whose frame has the
 * page's skeleton where the game or the category will be (no heading: its text is the game's or the category's).
 */
async function templateRoutes(testInfo: Parameters<typeof pathOf>[0], request: APIRequestContext) {
  const games = await (await request.get("/api/admin/get-games?category=slots&sort=popular&limit=1")).json();
  const slug = games.data.rows[0].slug as string;
  return [
    { name: "game", path: pathOf(testInfo, "game", "/casino/games/$game").replace("$game", slug) },
    { name: "category", path: pathOf(testInfo, "categoryGames", "/casino/categories/$category").replace("$category", "new") },
  ];
}

/** The prerendered frame a page's HTML holds, or undefined. */
const frameOf = (html: string) => /<div id="prerendered" inert aria-hidden="true">([\s\S]*)<\/div><div id="root"><\/div>/.exec(html)?.[1];

/** The page's errors and console errors from now on (the script loader's refusals of tag scripts are expected). */
function loggedProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("[script loader]")) problems.push(message.text());
  });
  return problems;
}

/** The boxes of the frame's landmarks and the page's heading under `root` (the prerendered frame or the app's root). */
async function boxes(page: Page, root: string): Promise<Record<string, Box | null>> {
  return page.evaluate((rootSelector) => {
    const box = (selector: string) => {
      const element = document.querySelector(`${rootSelector} ${selector}`);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    };
    return { header: box("header"), logo: box("header img"), heading: box("main h1") };
  }, root);
}

test("each landing route's HTML holds the brand's frame: its header, navigation, the page's heading and footer, and no inline script", async ({ request }, testInfo) => {
  const { settings } = brandOf(testInfo);
  for (const route of landingRoutes(testInfo)) {
    const html = await (await request.get(route.path, { headers: { accept: "text/html" } })).text();
    const frame = frameOf(html);
    expect(frame, `${route.path} has a prerendered frame`).toBeDefined();
    expect(frame).toMatch(/<header[^>]*>/);
    expect(frame).toContain(`alt="${settings.brandName} logo"`);
    expect(frame).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
    expect(frame).toMatch(/<footer[^>]*>/);
    expect(frame).not.toContain("<script");
    // The theme's class and the scheme on <html>: the frame's colours and spacing need the brand's variables.
    expect(html).toMatch(new RegExp(`<html lang="\\w+" dir="(ltr|rtl)" class="[\\w-]+" data-color-scheme="${settings.defaultThemeMode}">`));
    // The app's scripts are asked for after the first paint, by one small loader: none of them shares the paint's bandwidth.
    // It evaluates the entry's chunks (the runtime, the framework, our core) one per task, in that order.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" src="\/assets\/frame-loader-[\w-]+\.js" data-app-entry="\/assets\/index-[\w-]+\.js" data-app-preloads="[^"]+" data-app-chunks="\/assets\/rolldown-runtime-[\w-]+\.js \/assets\/app-[\w-]+\.js \/assets\/core-[\w-]+\.js">$/)]);
  }
  // Any other path gets the page without a frame (app.html): no frame of another page flashes there.
  const other = await (await request.get("/profile", { headers: { accept: "text/html" } })).text();
  expect(other).toContain('<div id="root"></div>');
  expect(other).not.toContain('id="prerendered"');
  expect(other).not.toContain("frame-loader");
});

/** The animation of each shimmering skeleton's ::after under `root` (a still one has none to begin with). */
const shimmers = (page: Page, root: string) =>
  page.locator(`${root} [data-skeleton]:not([data-still])`).evaluateAll((all) => all.map((element) => getComputedStyle(element, "::after").animationName));

test("the prerendered frame paints without JavaScript, and the app takes its place with the same geometry, nothing logged", async ({ browser, baseURL }, testInfo) => {
  const { settings } = brandOf(testInfo);
  for (const route of landingRoutes(testInfo)) {
    // The first paint alone: what a player sees before any script has run.
    const still = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const painted = await still.newPage();
    await painted.goto(route.path);
    await expect(painted.locator("#prerendered header img")).toHaveAttribute("alt", `${settings.brandName} logo`);
    await expect(painted.locator("#prerendered main h1")).toBeVisible();
    const before = await boxes(painted, "#prerendered");
    // A painting: no skeleton shimmers in it (each shimmer is a layer a slow phone sets up while the app starts).
    const framed = await shimmers(painted, "#prerendered");
    expect(framed.length, `${route.path}: the frame has skeletons`).toBeGreaterThan(0);
    expect(framed.filter((name) => name !== "none"), `${route.path}: shimmers in the frame`).toEqual([]);
    await still.close();

    const live = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
    const page = await live.newPage();
    const problems = loggedProblems(page);
    await page.goto(route.path);
    await expect(page.locator("#prerendered")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const after = await boxes(page, "#root");
    expect(after, `${route.path}: the app's header, logo and heading where the frame had them`).toEqual(before);
    expect(problems, `${route.path} logged nothing`).toEqual([]);
    await live.close();
  }
});

test("nothing on a landing route shifts while the app takes over and the deferred duties (the live chat's launcher) arrive", async ({ browser, baseURL }, testInfo) => {
  const { settings } = brandOf(testInfo);
  for (const route of landingRoutes(testInfo)) {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>) {
          shifts.push({ value: entry.value, sources: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))) });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(route.path);
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
    // The last of the dock's arrivals: the deferred duties load once the page has settled.
    if (settings["showLiveChat"] === true) await expect(page.getByRole("button", { name: "Live chat", exact: true })).toBeVisible();
    else await expect(page.locator('[data-shell-dock] [role="status"]')).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; sources: string[] }> }).shifts);
    expect(shifts, `${route.path}: no layout shift`).toEqual([]);
    await context.close();
  }
});

test("a game's page and a category's (routes with a parameter) paint the brand's frame from their one page, and the app takes over, nothing logged", async ({ browser, request, baseURL }, testInfo) => {
  const { settings } = brandOf(testInfo);
  for (const route of await templateRoutes(testInfo, request)) {
    const html = await (await request.get(route.path, { headers: { accept: "text/html" } })).text();
    const frame = frameOf(html);
    expect(frame, `${route.path} has a prerendered frame`).toBeDefined();
    expect(frame).toContain(`alt="${settings.brandName} logo"`);
    expect(frame).toMatch(/<main[^>]*>[\s\S]*data-skeleton=/);
    expect(frame).toMatch(/<footer[^>]*>/);
    expect(html).toMatch(/data-app-preloads="[^"]*\/assets\/(GamePage|CategoryPages)-[\w-]+\.js/);

    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = loggedProblems(page);
    await page.goto(route.path);
    await expect(page.locator("#prerendered")).toHaveCount(0);
    // The page the path names, with its own data: the game's name, the category's.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).not.toHaveText("");
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    expect(problems, `${route.path} logged nothing`).toEqual([]);
    await context.close();
  }
});

test("a game's page and promotions show their largest picture in the first paint, before the app starts, in the box the app then shows it in", async ({ browser, request, baseURL }, testInfo) => {
  const [game] = await templateRoutes(testInfo, request);
  const slug = game!.path.split("/").pop()!;
  const details = await (await request.get(`/api/admin/get-game/${slug}`)).json();
  const promotions = await (await request.get("/api/admin/promotions?language=en")).json();
  const routes = [
    { path: game!.path, picture: details.data.thumbnailUrl as string },
    { path: pathOf(testInfo, "promotions", "/promotions"), picture: promotions.data.rows[0].imageUrl as string },
  ];
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const problems = loggedProblems(page);
    // The app's entry held back: the page as it is before the app has started.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (entry) => {
      await held;
      await entry.continue();
    });
    await page.goto(route.path);
    const framed = page.locator("#prerendered img[data-first-picture]");
    await expect(framed).toBeVisible();
    await expect(framed).toHaveAttribute("src", route.picture);
    expect(await framed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), `${route.path}: the picture is loaded`).toBe(true);
    // Its placeholder (the skeleton) gave it its place.
    expect(await framed.evaluate((img) => img.nextElementSibling && getComputedStyle(img.nextElementSibling).display)).toBe("none");
    await expect(page.locator("#root")).toBeEmpty();
    const before = await framed.boundingBox();

    release();
    await expect(page.locator("#prerendered")).toHaveCount(0);
    const shown = page.locator(`#root main img[src="${route.picture}"]`).first();
    await expect(shown).toBeVisible();
    expect(await shown.boundingBox(), `${route.path}: the app's picture where the first paint had it`).toEqual(before);
    expect(problems, `${route.path} logged nothing`).toEqual([]);
    await context.close();
  }
});

test("a landing route sets Intl up in the build's worker, under the brand's own policy (Trusted Types), nothing logged", async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const problems = loggedProblems(page);
  const started = page.waitForEvent("worker", { predicate: (worker) => /\/assets\/intl-warm\.worker-[\w-]+\.js$/.test(worker.url()) });
  const response = await page.goto(pathOf(testInfo, "casino", "/casino"));
  expect(response?.headers()["content-security-policy"]).toContain("require-trusted-types-for 'script'");
  await started;
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  await context.close();
});

/** A commit React reported, up to the one that removed the prerendered frame. */
type TakeoverCommit = { frameGone: boolean; syncPending: boolean };

test("the commit that shows the app leaves no synchronous re-render behind (the app's effects run in a task of their own)", async ({ browser, baseURL }, testInfo) => {
  for (const route of landingRoutes(testInfo)) {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // React DOM reports each commit to a devtools hook, after the commit's layout effects (where the frame is removed)
    // and before it flushes any synchronous update they scheduled. An update pending in a sync lane there (a state set
    // in a layout effect or a callback ref) makes React render and commit again, and run the whole app's effects, in
    // the same task: the start-up's longest, on a slow phone.
    await page.addInitScript(() => {
      const SYNC_LANES = 0b11; // React 19: SyncHydrationLane | SyncLane
      const seen: TakeoverCommit[] = [];
      (window as unknown as { takeover: typeof seen }).takeover = seen;
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { pendingLanes: number }) => {
          if (seen.some((commit) => commit.frameGone)) return;
          seen.push({ frameGone: document.getElementById("prerendered") === null, syncPending: (root.pendingLanes & SYNC_LANES) !== 0 });
        },
      };
    });
    await page.goto(route.path);
    await expect(page.locator("#prerendered")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const commits = await page.evaluate(() => (window as unknown as { takeover: TakeoverCommit[] }).takeover);
    // The hook saw the commits up to the one that removed the frame (so it did watch React), and that one left no sync work.
    expect(commits.at(-1), `${route.path}: the commit that shows the app`).toEqual({ frameGone: true, syncPending: false });
    await context.close();
  }
});
