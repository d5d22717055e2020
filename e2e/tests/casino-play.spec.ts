// Brand-sensitive: runs in every brand, because guest demo play is a brand setting (allowGuestPlayDemoGames); the signed-in and error journeys are tagged @one-brand.
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs, type SlotGame } from "./players.ts";

const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount);
type SpinAnswer = { data: { balance: { totalAmount: number } } };

/** Accepts the games' cookie consent and waits for the game frame; returns the frame's content. */
async function startGame(page: Page, game: SlotGame): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Accept and play" }).click();
  const frame = page.getByTitle(game.name, { exact: true });
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin");
  return frame.contentFrame();
}

/** One spin inside the game frame; the slot page's own answer (observed, not mocked). */
async function spin(page: Page, game: FrameLocator): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().includes("/sandbox/games/spin"));
  await game.getByRole("button", { name: "Spin" }).click();
  const body = (await (await answer).json()) as SpinAnswer;
  return body.data.balance.totalAmount;
}

test("play the demo slot as a guest where allowed; no site cookie notice on /play", async ({ page, request }, testInfo) => {
  test.skip(brandOf(testInfo).settings["allowGuestPlayDemoGames"] !== true, "the brand has no guest demo play");
  const game = await firstSlot(request);
  await page.goto(`/play/${game.slug}?mode=demo`);
  await expect(page.getByText(/uses its own cookies/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  const frame = await startGame(page, game);
  const bar = page.getByRole("region", { name: "Game bar" });
  await expect(bar.getByRole("heading", { name: game.name })).toBeVisible();
  await expect(bar.getByText("Play money")).toBeVisible();
  const balance = bar.getByTestId("play-balance");
  await expect(balance).toHaveText(/\d/);
  // A win can equal the stake: spin until the play money moves (it does within a few rounds).
  const before = await balance.textContent();
  await expect(async () => {
    const after = await spin(page, frame);
    await expect(balance).toHaveText(euro(after));
    expect(await balance.textContent()).not.toBe(before);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
});

test("log in and play for real so the header balance moves with each spin", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "play-real");
  await depositByBankTransfer(request, player, 50);
  const game = await firstSlot(request);
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  const frame = await startGame(page, game);
  const header = page.getByTestId("header-balance");
  await expect(header).toContainText(euro(50));
  for (let round = 0; round < 2; round += 1) {
    const after = await spin(page, frame);
    const user = await data<{ userWallet: { totalAmount: number } }>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
    expect(user.userWallet.totalAmount).toBe(after);
    await expect(header).toContainText(euro(after));
    await expect(page.getByTestId("play-balance")).toHaveText(euro(after));
  }
  await expect(page.getByTestId("play-net")).toHaveText(/[-+]?€\d/);
});

test("the game closes when a time-out is taken while playing", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "play-exclusion");
  await depositByBankTransfer(request, player, 20);
  const game = await firstSlot(request);
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  const frame = await startGame(page, game);
  await expect(frame.getByRole("button", { name: "Spin" })).toBeVisible();
  await data(await request.post("/api/user/limits/time-out", { headers: bearer(player), data: { period: "1d", password: player.password } }));
  await expect(page.getByRole("alert").filter({ hasText: "The game was closed" })).toBeVisible();
  await expect(page.getByTitle(game.name, { exact: true })).toHaveCount(0);
});

test("an unknown game shows GAME NOT FOUND", { tag: "@one-brand" }, async ({ page }) => {
  await page.goto("/play/no-such-game-anywhere");
  await expect(page.getByRole("heading", { name: "GAME NOT FOUND" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse other games" })).toBeVisible();
});

test("a visitor in a country where the game is restricted is told so", { tag: "@one-brand" }, async ({ browser, request, baseURL }) => {
  const game = await firstSlot(request);
  // The sandbox places the visitor by this header (apps/sandbox-api README "Where the visitor is"); NL is restricted.
  const context = await browser.newContext({ baseURL: baseURL ?? "", extraHTTPHeaders: { "x-sandbox-country": "NL" } });
  const page = await context.newPage();
  await page.goto(`/play/${game.slug}?mode=demo`);
  await page.getByRole("button", { name: "Accept and play" }).click();
  await expect(page.getByRole("heading", { name: "Not available in your country" })).toBeVisible();
  await expect(page.getByTitle(game.name, { exact: true })).toHaveCount(0);
  await context.close();
});

test("on a 320 px phone the game fills the screen below the bar", async ({ page, request }, testInfo) => {
  test.skip(brandOf(testInfo).settings["allowGuestPlayDemoGames"] !== true, "the brand has no guest demo play");
  await page.setViewportSize({ width: 320, height: 640 });
  const game = await firstSlot(request);
  await page.goto(`/play/${game.slug}?mode=demo`);
  await startGame(page, game);
  const frame = page.getByTitle(game.name, { exact: true });
  const bar = await page.getByRole("region", { name: "Game bar" }).boundingBox();
  const box = await frame.boundingBox();
  expect(bar && box).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(box!.y).toBeGreaterThan(bar!.y + bar!.height - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(640);
  expect(box!.height).toBeGreaterThan(200);
});
