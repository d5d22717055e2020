// Brand-neutral: runs in curacao only, because the grid is reached at /casino/slots in every brand and its search, filters, virtualisation and keyboard read no brand setting.
import { expect, test, type Page } from "@playwright/test";
import { data } from "./players.ts";

type Game = { slug: string; name: string; provider: string; providerSlug: string; rtp: number };

// The slots page's grid is named after its heading, which the Arabic test translates: match both.
const grid = (page: Page) => page.getByRole("list", { name: /^(Slots|ماكينات القمار)$/ });
const tiles = (page: Page) => grid(page).locator("[data-game-tile]");

/** A guest who has accepted the cookie notice, on the slots page. */
async function openSlots(page: Page, baseURL: string | undefined, search = "") {
  await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL ?? "", sameSite: "Lax" }]);
  await page.goto(`/casino/slots${search}`);
  await expect(tiles(page).first()).toBeVisible();
}

/** Game tiles (not skeletons) at least partly in the window. */
const gamesInView = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll("[data-game-tile]")].filter((tile) => {
        const { top, bottom } = tile.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      }).length,
  );

const slugOf = async (tile: ReturnType<typeof tiles>) => ((await tile.getAttribute("href")) ?? "").split("/").pop() ?? "";

test("filter by provider: the URL has it, every tile is that provider's, a reload keeps it", async ({ page, request, baseURL }) => {
  const { rows } = await data<{ rows: Game[] }>(await request.get("/api/admin/get-games?category=slots&limit=1"));
  const provider = rows[0]!;
  await openSlots(page, baseURL);
  await page.getByText("All providers").click();
  await page.getByRole("checkbox", { name: new RegExp(`^${provider.provider} \\(`) }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]provider=${provider.providerSlug}`));
  const check = async () => {
    await expect(page.getByText("Providers (1)")).toBeVisible();
    await expect(tiles(page).first()).toContainText(provider.provider);
    for (const text of await tiles(page).allTextContents()) expect(text).toContain(provider.provider);
  };
  await check();
  await page.reload();
  await check();
  // A filter is a history step: Back shows every provider again.
  await page.goBack();
  await expect(page).not.toHaveURL(/provider=/);
  await expect(page.getByText("All providers")).toBeVisible();
});

test("sort by RTP: the first tiles' RTP goes down", async ({ page, request, baseURL }) => {
  await openSlots(page, baseURL);
  await page.getByLabel("Sort by").selectOption({ label: "RTP: highest first" });
  await expect(page).toHaveURL(/[?&]sort=returnToPlayer/);
  await expect(page).not.toHaveURL(/order=/);
  const first = tiles(page);
  await expect(async () => {
    const slugs = await Promise.all(Array.from({ length: 6 }, (_, index) => slugOf(first.nth(index))));
    const rtps = await Promise.all(slugs.map(async (slug) => (await data<Game>(await request.get(`/api/admin/get-game/${slug}`))).rtp));
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    const { rows } = await data<{ rows: Game[] }>(await request.get("/api/admin/get-games?category=slots&sort=returnToPlayer&limit=1"));
    expect(rtps[0]).toBe(rows[0]!.rtp);
  }).toPass({ timeout: 10_000 });
});

test("search a game by name and open its details", async ({ page, request, baseURL }) => {
  // A slot far down the popular order, so it is found by the server, not among the first loaded tiles.
  const { rows } = await data<{ rows: Game[] }>(await request.get("/api/admin/get-games?category=slots&offset=400&limit=1"));
  const target = rows[0]!;
  await openSlots(page, baseURL);
  await page.getByRole("searchbox", { name: "Search games" }).pressSequentially(target.name, { delay: 20 });
  const tile = grid(page).getByRole("link", { name: new RegExp(target.name) }).first();
  await expect(tile).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await grid(page).locator(`[href$="/casino/games/${target.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/casino/games/${target.slug}$`));
});

test("a tile's i button shows its RTP by keyboard", async ({ page, request, baseURL }) => {
  await openSlots(page, baseURL);
  const first = tiles(page).first();
  const slug = await slugOf(first);
  const game = await data<Game>(await request.get(`/api/admin/get-game/${slug}`));
  const button = grid(page).getByRole("button", { name: `Stats of ${game.name}` });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(grid(page).locator(`#game-stats-${slug}`)).toContainText(String(game.rtp).slice(0, 4));
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("nonsense finds No games found, and Clear filters brings the games back", async ({ page, baseURL }) => {
  await openSlots(page, baseURL);
  await page.getByRole("searchbox", { name: "Search games" }).fill("qqxxzzqq");
  await expect(page.getByText("No games found")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(tiles(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);
});

test("scrolling far keeps at most 150 tiles mounted", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await openSlots(page, baseURL);
  const mounted = () => page.locator("[data-game-tile]").count();
  // The grid is as tall as all its games from the first paint (an honest scrollbar).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(30_000);
  for (let step = 1; step <= 6; step += 1) {
    // Scroll again on each poll: the swap to the virtual grid can land between the scroll and the check.
    await expect
      .poll(() => page.evaluate((y) => (window.scrollTo(0, y), window.scrollY), step * 4000))
      .toBeGreaterThanOrEqual(step * 4000 - 10);
    // The pages on the way arrive one after another: wait until a tile in view is a real game.
    await expect.poll(() => gamesInView(page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await mounted()).toBeLessThanOrEqual(150);
  }
});

test("scrolling down the grid moves nothing below it: the grid keeps its height as rows scroll in", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await openSlots(page, baseURL);
  const height = () => grid(page).evaluate((list) => (list as HTMLElement).style.blockSize);
  await expect.poll(height).toMatch(/px$/);
  // The first rows are measured as they mount; from then on every row is placed at the height it measures.
  let settled = await height();
  await expect
    .poll(async () => {
      const before = settled;
      settled = await height();
      return settled === before;
    })
    .toBe(true);
  for (const y of [3000, 6000, 9000, 12_000]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // Wait until the rows in view are games (their pages arrive as the scroll reaches them), then a frame more.
    await expect.poll(() => gamesInView(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await height(), `the grid's height after scrolling to ${y} px`).toBe(settled);
  }
});

test("thumbnails fill their 4:3 frames exactly, on a phone, on a desktop and after a resize", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSlots(page, baseURL);
  // The virtual grid sizes its thumbnails in pixels from its own width (GameTile.css.ts): they must match the frames.
  const misfits = () =>
    grid(page).evaluate((list) => {
      const images = [...list.querySelectorAll<HTMLImageElement>("[data-game-tile] img")];
      if (images.length < 4 || !(list as HTMLElement).style.blockSize) return null;
      return images
        .map((image) => [image.getBoundingClientRect(), image.parentElement!.getBoundingClientRect()] as const)
        .filter(([box, frame]) => frame.width === 0 || Math.abs(box.width - frame.width) > 0.5 || Math.abs(box.height - frame.height) > 0.5)
        .map(([box, frame]) => `${box.width}x${box.height} in ${frame.width}x${frame.height}`);
    });
  await expect.poll(misfits).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(misfits).toEqual([]);
  await page.setViewportSize({ width: 1010, height: 800 });
  await expect.poll(misfits).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 4000));
  await expect.poll(() => gamesInView(page), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(misfits).toEqual([]);
});

test("Tab walks the grid's games in order, past the rows mounted at first", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSlots(page, baseURL);
  // The virtual grid has taken over from the first paint's plain one (it sets its own height).
  await expect.poll(() => grid(page).evaluate((list) => (list as HTMLElement).style.blockSize)).toMatch(/px$/);
  await tiles(page).first().focus();
  const position = () =>
    page.evaluate(() => {
      const item = document.activeElement?.closest("[role='listitem']");
      return item ? Number(item.getAttribute("aria-posinset")) : null;
    });
  const mountedAtFirst = await grid(page).getByRole("listitem").count();
  let last = (await position()) ?? 0;
  expect(last).toBe(1);
  // Each game has two stops (its link and its i button); a player's pace, not a machine's.
  for (let press = 0; press < mountedAtFirst * 2 + 20; press++) {
    await page.keyboard.press("Tab");
    await page.waitForTimeout(40);
    const now = await position();
    expect(now, `focus left the grid after ${press + 1} presses`).not.toBeNull();
    expect(now!).toBeGreaterThanOrEqual(last);
    expect(now! - last).toBeLessThanOrEqual(1);
    last = now!;
  }
  expect(last).toBeGreaterThan(mountedAtFirst);
});

test("right to left: in Arabic the grid starts on the right", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSlots(page, baseURL);
  await page.getByRole("banner").getByRole("combobox").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(tiles(page).nth(1)).toBeVisible();
  // Both tiles measured in one step inside the page: the grid may swap its tiles (plain to virtual) between two reads,
  // and polled: right after the switch a read can land on tiles just replaced (detached, both at x 0).
  await expect
    .poll(() =>
      grid(page).evaluate((list) => {
        const [first, second] = [...list.querySelectorAll("[data-game-tile]")].slice(0, 2).map((tile) => tile.getBoundingClientRect());
        return first && second && first.width > 0 ? first.x > second.x : null;
      }),
    )
    .toBe(true);
  await expect(page.getByRole("searchbox")).toBeVisible();
});
