// Brand-sensitive: runs in every brand, because guests see game pages only where the brand allows it (allowGameViewNotLoggedUser); its signed-in journeys are tagged @one-brand.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { bearer, createPlayer, data, openAs, verifyEmail } from "./players.ts";

type Game = { slug: string; name: string; provider: string; rtp: number; maxMultiplier: number; minBet: number; maxBet: number };

/** The catalogue's first game (most popular), as the API lists it. */
async function firstGame(request: APIRequestContext): Promise<Game> {
  const { rows } = await data<{ rows: Game[] }>(await request.get("/api/admin/get-games?limit=1"));
  if (!rows[0]) throw new Error("no game in the catalogue");
  return rows[0];
}

/** A game whose provider has others (the provider with the most games, its most popular one), with those others. */
async function gameWithRelated(request: APIRequestContext): Promise<{ game: Game; related: Game[] }> {
  const providers = await data<{ rows: { slug: string; gameCount: number }[] }>(await request.get("/api/admin/get-providers"));
  const provider = providers.rows.toSorted((a, b) => b.gameCount - a.gameCount)[0];
  if (!provider || provider.gameCount < 2) throw new Error("no provider in the catalogue has two games");
  const { rows } = await data<{ rows: Game[] }>(await request.get(`/api/admin/get-games?provider=${provider.slug}&limit=1`));
  const game = rows[0];
  if (!game) throw new Error(`no game listed for the provider ${provider.slug}`);
  const related = await data<{ rows: Game[] }>(await request.get(`/api/admin/get-related-games/${game.slug}?limit=12`));
  return { game, related: related.rows };
}

/** A guest with the cookie notice accepted (it would cover the page's lower buttons on small screens). */
async function openAsGuest(page: Page, baseURL: string, path: string) {
  await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" }]);
  await page.goto(path);
}

const stat = (page: Page, term: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) });
const favouriteButton = (page: Page, game: Game, pressed: boolean) =>
  page.getByRole("button", { name: `${pressed ? "Remove" : "Add"} ${game.name} ${pressed ? "from" : "to"} favourites` });

test.beforeEach(({}, testInfo) => {
  test.skip(brandOf(testInfo).settings["allowGameViewNotLoggedUser"] === false, "guests cannot view games in this brand");
});

test("a game's details show its name, provider and stats", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const game = await firstGame(request);
  await openAsGuest(page, baseURL!, `/casino/games/${game.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await expect(page.getByRole("link", { name: game.provider, exact: true })).toBeVisible();
  for (const term of ["RTP", "Max multiplier", "Min bet", "Max bet"]) await expect(stat(page, term)).toBeVisible();
  const rtp = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 2 }).format(game.rtp / 100);
  await expect(stat(page, "RTP").locator("xpath=following-sibling::dd")).toHaveText(rtp);
  await expect(stat(page, "Max multiplier").locator("xpath=following-sibling::dd")).toHaveText(/^x[\d,.]+$/);
  await expect(page.getByRole("link", { name: "Play", exact: true })).toBeVisible();
});

test("related games list the provider's other games", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const { game, related: rows } = await gameWithRelated(request);
  expect(rows.length).toBeGreaterThan(0);
  await openAsGuest(page, baseURL!, `/casino/games/${game.slug}`);
  const related = page.getByRole("region", { name: `More from ${game.provider}` });
  await expect(related.getByRole("link", { name: new RegExp(rows[0]!.name) })).toBeVisible();
  await expect(related.getByRole("link", { name: new RegExp(`^${game.name}`) })).toHaveCount(0);
});

test("an unknown game shows GAME NOT FOUND with a way back", { tag: "@one-brand" }, async ({ page, baseURL }) => {
  await openAsGuest(page, baseURL!, "/casino/games/no-such-game");
  await expect(page.getByRole("heading", { name: "GAME NOT FOUND" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the casino" }).click();
  // The casino page's path is the brand's (noir moves it to /games).
  await expect(page).not.toHaveURL(/no-such-game/);
  await expect(page.getByRole("heading", { name: "GAME NOT FOUND" })).toHaveCount(0);
});

test("favourite a game and find it in favourites after reload", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const game = await firstGame(request);
  const player = await createPlayer(request, "favourite");
  await openAs(page, baseURL!, player, `/casino/games/${game.slug}`);
  const added = page.waitForResponse((res) => res.url().includes("/api/user/add-favorite-game") && res.ok());
  await favouriteButton(page, game, false).click();
  await expect(favouriteButton(page, game, true)).toHaveAttribute("aria-pressed", "true");
  await added;

  await page.reload();
  await expect(favouriteButton(page, game, true)).toHaveAttribute("aria-pressed", "true");
  await page.goto("/profile/favorites");
  await expect(page.getByRole("list", { name: "Your favourite games" }).getByRole("link", { name: new RegExp(game.name) })).toBeVisible();
});

test("a guest's favourite stays after reload and joins the account after logging in", async ({ page, request, baseURL }) => {
  const game = await firstGame(request);
  const player = await createPlayer(request, "guest-favourite");
  // Brands with verifyEmailStatusOnLogin let only verified players in.
  await verifyEmail(request, player.email);
  await openAsGuest(page, baseURL!, `/casino/games/${game.slug}`);
  await favouriteButton(page, game, false).click();
  await page.reload();
  await expect(favouriteButton(page, game, true)).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  const form = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("button", { name: "Log in" }).click();

  await expect
    .poll(async () => (await data<{ rows: Game[] }>(await request.get("/api/user/get-favorite-games", { headers: bearer(player) }))).rows.map((row) => row.slug))
    .toContain(game.slug);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("guestFavouriteGames"))).toBeNull();
  await expect(favouriteButton(page, game, true)).toHaveAttribute("aria-pressed", "true");
});

test("a guest's Play asks to log in, then opens the game for real money", async ({ page, request, baseURL }) => {
  const game = await firstGame(request);
  const player = await createPlayer(request, "guest-play");
  await verifyEmail(request, player.email);
  await openAsGuest(page, baseURL!, `/casino/games/${game.slug}`);
  await page.getByRole("link", { name: "Play", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByLabel("Password").fill(player.password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${game.slug}$`));
});
