// Brand-neutral: runs in curacao only, because the session limit's warning and end, the reality check and the play bar's refusal messages read no brand setting (Stop playing is checked as leaving the game, whatever the lobby's path).
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs, type NewPlayer, type SlotGame } from "./players.ts";

const setLimits = async (request: Parameters<typeof createPlayer>[0], player: NewPlayer, limits: Record<string, unknown>) =>
  data(await request.put("/api/user/limits", { headers: bearer(player), data: { timeZone: "UTC", ...limits } }));

/** Accepts the games' cookie consent and waits for the game frame; returns the frame's content. */
async function startGame(page: Page, game: SlotGame): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Accept and play" }).click();
  const frame = page.getByTitle(game.name, { exact: true }).contentFrame();
  await expect(frame.getByRole("button", { name: "Spin" })).toBeEnabled();
  return frame;
}

/**
 * The session watch starts in a lazy chunk after the page: a jump taken before it started only moves its starting
 * point. So the clock moves a minute at a time until `target` shows.
 */
async function minuteByMinuteUntil(page: Page, target: ReturnType<Page["getByRole"]>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward("01:00");
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
}

test("a 10-minute session limit warns five minutes before, then ends the session with a notice that says why", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-session-limit");
  await setLimits(request, player, { sessionTimeLimit: { value: 10, unit: "minutes" } });
  await page.clock.install();
  await openAs(page, baseURL ?? "", player, "/casino");
  await expect(page.getByTestId("header-balance")).toBeVisible();

  const warning = page.getByRole("alertdialog", { name: "Your session time limit is nearly reached" });
  await minuteByMinuteUntil(page, warning);
  await expect(warning).toContainText(/Your session ends in [1-5] minutes?/);
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toBeHidden();

  const notice = page.getByRole("dialog", { name: "Session ended" });
  await minuteByMinuteUntil(page, notice);
  await expect(notice).toContainText("Your session time limit was reached");
  await expect(page.getByTestId("header-balance")).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === "token")).toBe(false);
});

test("a reality check at 15 minutes pauses the game, and Stop playing leaves it", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-reality-check");
  await depositByBankTransfer(request, player, 20);
  await setLimits(request, player, { realityCheckMinutes: 15 });
  const game = await firstSlot(request);
  await page.clock.install();
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  const frame = await startGame(page, game);

  const check = page.getByRole("alertdialog", { name: "Reality check" });
  await minuteByMinuteUntil(page, check);
  await expect(check).toContainText("You have been playing for 15 minutes");
  for (const figure of ["Session time", "Bet", "Won", "Net result"]) await expect(check.getByText(figure, { exact: true })).toBeVisible();
  // The game obeys the pause: no spin while the check shows.
  await expect(frame.getByText("Game paused")).toBeAttached();
  await expect(frame.getByRole("button", { name: "Spin" })).toBeDisabled();

  await check.getByRole("button", { name: "Stop playing" }).click();
  await expect(check).toBeHidden();
  await expect(page).not.toHaveURL(/\/play\//);
  await expect(page.getByTitle(game.name, { exact: true })).toHaveCount(0);
});

test("a bet over the max bet limit is refused with its message in the play bar", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rg-bet-limit");
  await depositByBankTransfer(request, player, 20);
  const game = await firstSlot(request);
  await setLimits(request, player, { maxBetLimit: Math.round((game.minBet / 2) * 100) / 100 });
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  const frame = await startGame(page, game);

  const refused = page.waitForResponse((response) => response.url().includes("/sandbox/games/spin"));
  await frame.getByRole("button", { name: "Spin" }).click();
  expect(((await (await refused).json()) as { code: string }).code).toBe("MAX_BET_LIMIT_REACHED");
  await expect(page.getByRole("region", { name: "Game bar" }).getByRole("alert")).toHaveText("This bet is over your max bet limit. Lower your bet.");
});
