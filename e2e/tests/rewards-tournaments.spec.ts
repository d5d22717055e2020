// Brand-neutral: runs in curacao only, because the tournaments pages, joining and the live leaderboard read no brand setting (the list's path is taken from the brand all the same).
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { pathOf } from "./brand.ts";
import { acceptCookies } from "./duties-helpers.ts";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs, type SlotGame } from "./players.ts";

const ownRow = (page: Page) => page.getByRole("list", { name: "Leaderboard" }).locator('[aria-current="true"]');

async function startGame(page: Page, game: SlotGame): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Accept and play" }).click();
  const frame = page.getByTitle(game.name, { exact: true });
  await expect(frame).toBeVisible();
  return frame.contentFrame();
}

test("a guest opens a running race from the list and is asked to log in to join it", async ({ page, baseURL }, testInfo) => {
  await acceptCookies(page.context(), baseURL ?? "");
  await page.goto(pathOf(testInfo, "tournaments", "/tournaments"));
  await expect(page.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible();
  await page.getByRole("region", { name: "Running now" }).getByRole("link", { name: "Spring slot race" }).click();
  await expect(page).toHaveURL(/\/tournaments\/spring-slot-race$/);
  await expect(page.getByRole("heading", { level: 1, name: "Spring slot race" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Leaderboard" }).getByRole("listitem").first()).toHaveText(/^Place 1\D/);
  await page.getByRole("button", { name: "Log in to join" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/tournaments\/spring-slot-race\?/);
});

test("join a running race, spin the demo slot in another tab and see the own row move without reload", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "tour-join");
  await depositByBankTransfer(request, player, 50);
  const game = await firstSlot(request);
  // A race of this test's own: one rival just below one spin at the minimum bet, so that spin takes the first place.
  const race = await data<{ slug: string }>(
    await request.post("/sandbox/tournaments", {
      data: { kind: "race", name: "E2E sprint", endsInSeconds: 900, games: [game.slug], rivals: [{ nickname: "Rival", score: game.minBet / 2 }] },
    }),
  );
  await openAs(page, baseURL ?? "", player, `/tournaments/${race.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "E2E sprint" })).toBeVisible();
  await page.getByRole("button", { name: "Join the race" }).click();
  await expect(page.getByText("You have joined")).toBeVisible();
  await expect(ownRow(page)).toHaveText(/^Place 2/);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const play = await page.context().newPage();
  await play.goto(`/play/${game.slug}`);
  const frame = await startGame(play, game);
  const answer = play.waitForResponse((response) => response.url().includes("/sandbox/games/spin"));
  await frame.getByRole("button", { name: "Spin" }).click();
  expect((await answer).ok()).toBe(true);

  await page.bringToFront();
  await expect(ownRow(page)).toHaveText(/^Place 1/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a finished tournament shows its winners and takes no new players", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "tour-winners");
  await openAs(page, baseURL ?? "", player, "/tournaments/winter-cup");
  await expect(page.getByRole("heading", { level: 1, name: "Winter cup" })).toBeVisible();
  await expect(page.getByText("Ended", { exact: true })).toBeVisible();
  const winners = page.getByRole("list", { name: "Winners" }).getByRole("listitem");
  await expect(winners).toHaveCount(5);
  await expect(winners.first()).toContainText("Lu***");
  await expect(winners.first()).toContainText("€1,200.00");
  await expect(page.getByRole("button", { name: /^Join/ })).toHaveCount(0);
});

test("in Arabic at 320 px the board reads right to left: the own row's accent is on its inline start (the right), nothing scrolls sideways", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "tour-rtl");
  const race = await data<{ id: number; slug: string }>(
    await request.post("/sandbox/tournaments", { data: { kind: "race", endsInSeconds: 900, rivals: [{ nickname: "Rival", score: 50 }] } }),
  );
  expect((await request.post(`/api/user/tournaments/${race.id}/join`, { data: {}, headers: bearer(player) })).ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem("selectedLanguage", '"ar"'));
  await page.setViewportSize({ width: 320, height: 640 });
  await openAs(page, baseURL ?? "", player, `/tournaments/${race.slug}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const own = page.locator('ol [aria-current="true"]');
  await expect(own).toBeVisible();
  // "inset -4px 0 0" draws on the right: a positive offset would draw the accent on the end side.
  expect(await own.evaluate((row) => getComputedStyle(row).boxShadow)).toMatch(/\s-4px 0px 0px( 0px)? inset|inset -4px/);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
