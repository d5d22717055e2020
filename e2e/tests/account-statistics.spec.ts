import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { createPlayer, type NewPlayer } from "./players.ts";

type Game = { slug: string; name: string; minBet: number };
type Spin = { bet: number; win: number };

const ADDRESS = { address: "Hauptstraße 1", city: "Berlin", zipCode: "10115" };
const auth = (player: NewPlayer) => ({ Authorization: `Bearer ${player.token}` });
const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function firstSlot(request: APIRequestContext): Promise<Game> {
  const { rows } = await data<{ rows: Game[] }>(await request.get("/api/admin/get-games?category=slots&limit=1"));
  if (!rows[0]) throw new Error("no slot in the catalogue");
  return rows[0];
}

/** Money to play with: a SEPA transfer settled by the sandbox provider (apps/sandbox-api README). */
async function deposit(request: APIRequestContext, sandboxUrl: string, player: NewPlayer, amount: number): Promise<void> {
  const { payments } = await data<{ payments: Array<{ id: number; name: string }> }>(
    await request.get("/api/admin/get-payments?currencyCode=EUR&countryCode=DE", { headers: auth(player) }),
  );
  const method = payments.find((p) => p.name === "bank_transfer");
  expect(method, "the SEPA transfer method").toBeTruthy();
  const { payment } = await data<{ payment: { id: string } }>(
    await request.post("/api/user/deposit", {
      headers: { ...auth(player), "Idempotency-Key": `statistics-${player.email}` },
      data: { methodId: method?.id, amount, currency: "EUR" },
    }),
  );
  await data(await request.post(`${sandboxUrl}/sandbox/pay/${payment.id}/confirm`, { data: { result: "success" } }));
}

/** Real-money demo-slot rounds: launch, then the slot page's own spin call. */
async function spin(request: APIRequestContext, player: NewPlayer, game: Game, times: number): Promise<Spin[]> {
  const launch = await data<{ sessionId: string }>(
    await request.post("/api/user/game-launch", { headers: auth(player), data: { slug: game.slug, mode: "real" } }),
  );
  const spins: Spin[] = [];
  for (let i = 0; i < times; i += 1) {
    spins.push(await data<Spin>(await request.post("/sandbox/games/spin", { data: { session: launch.sessionId, bet: game.minBet } })));
  }
  return spins;
}

async function openAs(page: Page, baseURL: string, player: NewPlayer, path: string) {
  await page.context().addCookies([
    { name: "token", value: player.token, url: baseURL, sameSite: "Lax" },
    { name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" },
  ]);
  await page.goto(path);
}

test("statistics after a few spins: the numbers, the Game Pulse, a share link a guest can open read-only", async ({ page, request, browser, baseURL }, testInfo) => {
  const nickname = `Pulse${Date.now().toString(36)}${testInfo.workerIndex}`;
  const player = await createPlayer(request, "statistics", { ...ADDRESS, nickname });
  await deposit(request, brandOf(testInfo).sandboxUrl, player, 50);
  const game = await firstSlot(request);
  const spins = await spin(request, player, game, 3);
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

  await data(await request.post("/api/user/add-favorite-game", { headers: auth(player), data: { slug: game.slug } }));
  await page.reload();
  const tile = page.getByRole("list", { name: "Your favourite games" }).getByRole("link", { name: new RegExp(game.name) });
  await expect(tile).toBeVisible();
  await expect(tile).toHaveAttribute("href", `/casino/games/${game.slug}`);

  await page.getByRole("button", { name: `Remove ${game.name} from favourites` }).click();
  await expect(tile).toHaveCount(0);
  await expect(page.getByText(/No favourites yet/)).toBeVisible();
  await expect
    .poll(async () => (await data<{ count: number }>(await request.get("/api/user/get-favorite-games", { headers: auth(player) }))).count)
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
