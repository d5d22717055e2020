// Brand-neutral: runs in curacao only, because the tournaments pages, joining and the live leaderboard read no brand setting (the list's path is taken from the brand all the same).
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { pathOf } from "./brand.ts";
import { acceptCookies } from "./duties-helpers.ts";
import { createPlayer, data, depositByBankTransfer, firstSlot, openAs, type SlotGame } from "./players.ts";

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
