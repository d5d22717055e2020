// Brand-neutral: runs in curacao only, because statistics, favourites and the onboarding tour read no brand setting and take the same paths in every brand.
import { expect, test } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs, realSpins } from "./players.ts";

const ADDRESS = { address: "Hauptstraße 1", city: "Berlin", zipCode: "10115" };
const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

test("statistics after a few spins: the numbers, the Game Pulse, a share link a guest can open read-only", async ({ page, request, browser, baseURL }, testInfo) => {
  const nickname = `Pulse${Date.now().toString(36)}${testInfo.workerIndex}`;
  const player = await createPlayer(request, "statistics", { ...ADDRESS, nickname });
  await depositByBankTransfer(request, player, 50);
  const game = await firstSlot(request);
  const spins = await realSpins(request, player, game, 3);
  const staked = spins.reduce((sum, s) => sum + s.bet, 0);

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openAs(page, baseURL ?? "", player, "/profile/statistics");
  await expect(page.getByRole("heading", { level: 1, name: "Statistics" })).toBeVisible();
  await expect(page.getByText("3 bets placed")).toBeVisible();
  await expect(page.getByText(euro(staked), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(game.name).first()).toBeVisible();

  const pulse = page.getByRole("figure", { name: "Game Pulse" });
  await expect(pulse).toBeVisible();
  await expect(pulse).toContainText("Your net result over your last 3 rounds");
  await expect(pulse.locator("canvas").first()).toBeVisible();
  await expect(pulse.getByRole("table", { name: "Game Pulse data" }).getByRole("row")).toHaveCount(4);

  await page.getByRole("button", { name: "Share my statistics" }).click();
  const linkField = page.getByLabel("Public link");
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/statistics/[^/]+$`));
  const link = await linkField.inputValue();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A guest: a new browser context without the token cookie.
  const guest = await browser.newContext({ baseURL: baseURL ?? "" });
  try {
    const publicPage = await guest.newPage();
    await publicPage.goto(link);
    await expect(publicPage.getByRole("heading", { level: 1, name: `Statistics of ${nickname}` })).toBeVisible();
    await expect(publicPage.getByText(/^Shared on /)).toBeVisible();
    await expect(publicPage.getByText("3 bets placed")).toBeVisible();
    await expect(publicPage.getByText("Log in to see this page.")).toHaveCount(0);
    await expect(publicPage.getByRole("button", { name: "Share my statistics" })).toHaveCount(0);
    await expect(publicPage.getByText(player.email)).toHaveCount(0);

    await publicPage.goto("/statistics/not-a-real-token");
    await expect(publicPage.getByText("This statistics link is not valid")).toBeVisible();
  } finally {
    await guest.close();
  }
});

test("favourites: a game favourited through the API shows after a reload and can be removed", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "favourites", ADDRESS);
  const game = await firstSlot(request);

  await openAs(page, baseURL ?? "", player, "/profile/favorites");
  await expect(page.getByText(/No favourites yet/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the casino" })).toBeVisible();

  await data(await request.post("/api/user/add-favorite-game", { headers: bearer(player), data: { slug: game.slug } }));
  await page.reload();
  const tile = page.getByRole("list", { name: "Your favourite games" }).getByRole("link", { name: new RegExp(game.name) });
  await expect(tile).toBeVisible();
  await expect(tile).toHaveAttribute("href", `/casino/games/${game.slug}`);

  await page.getByRole("button", { name: `Remove ${game.name} from favourites` }).click();
  await expect(tile).toHaveCount(0);
  await expect(page.getByText(/No favourites yet/)).toBeVisible();
  await expect
    .poll(async () => (await data<{ count: number }>(await request.get("/api/user/get-favorite-games", { headers: bearer(player) }))).count)
    .toBe(0);
  await page.reload();
  await expect(page.getByText(/No favourites yet/)).toBeVisible();
});

test("the onboarding tour walks through its steps and Skip remembers it for the player", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "onboarding", ADDRESS);
  await openAs(page, baseURL ?? "", player, "/?modal=onboarding");
  const dialog = page.getByRole("dialog", { name: "Welcome tour" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Step 1 of 5")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Complete your profile" })).toBeVisible();

  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Step 2 of 5")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Top up your balance" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("Step 3 of 5")).toBeVisible();
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByText("Step 2 of 5")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByRole("heading", { name: "Claim bonuses" })).toBeVisible();

  expect(await page.evaluate(() => localStorage.getItem("onboardingSeen"))).toBeNull();
  await dialog.getByRole("button", { name: "Skip tour" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/modal=onboarding/);
  const seen = await page.evaluate(() => JSON.parse(localStorage.getItem("onboardingSeen") ?? "[]") as number[]);
  expect(seen).toContain(player.userId);
});
