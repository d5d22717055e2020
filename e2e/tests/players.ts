import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "Demo1234!";
let counter = 0;

export type NewPlayer = { email: string; password: string; token: string; userId: number };

/** A unique e-mail per call, also across parallel workers and brands. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.casino`;
}

/**
 * Signs a fresh player up through the API (the brand's preview proxies /api to the sandbox), so a test that changes
 * a player's state never touches another test's player. `fields` go into the sign-up payload.
 */
export async function createPlayer(request: APIRequestContext, tag: string, fields: Record<string, unknown> = {}): Promise<NewPlayer> {
  const email = uniqueEmail(tag);
  const res = await request.post("/api/user/sign-up", { data: { email, password: PASSWORD, currencyCode: "EUR", countryCode: "DE", ...fields } });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { accessToken: string; createUser: { id?: number; userId?: number } } };
  return { email, password: PASSWORD, token: data.accessToken, userId: Number(data.createUser.userId ?? data.createUser.id) };
}

/** The sandbox's outbox for an address or "+<phone>" (e-mails and SMS the sandbox "sent"). */
export async function outbox(request: APIRequestContext, to: string): Promise<Array<{ id: number; subject?: string; body: string }>> {
  const res = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { messages: Array<{ id: number; subject?: string; body: string }> } }).data.messages;
}

/** The first link in a message body that contains `fragment`. */
export function linkIn(body: string, fragment: string): string {
  const link = body.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in: ${body}`);
  return link.replace(/[)>.,]+$/, "");
}

/** Opens the e-mail verification link the sandbox sent at sign-up (as the player would), so login lets them in. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  let link = "";
  await expect
    .poll(async () => {
      // The newest link: a resent one replaces the earlier ones.
      const message = (await outbox(request, email)).sort((a, b) => b.id - a.id).find((m) => m.body.includes("verify-email"));
      link = message ? linkIn(message.body, "verify-email") : "";
      return link !== "";
    })
    .toBe(true);
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

type ApiResponse = Awaited<ReturnType<APIRequestContext["get"]>>;

/** The `data` of a successful API answer (fails the test with the body otherwise). */
export async function data<T>(response: ApiResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export const bearer = (player: { token: string }) => ({ Authorization: `Bearer ${player.token}` });

/** Money to play with: a SEPA transfer settled by the sandbox's provider (apps/sandbox-api README). Returns its id. */
export async function depositByBankTransfer(request: APIRequestContext, player: { token: string }, amount = 50): Promise<string> {
  const { payments } = await data<{ payments: Array<{ id: number; name: string }> }>(
    await request.get("/api/admin/get-payments?currencyCode=EUR&countryCode=DE", { headers: bearer(player) }),
  );
  const method = payments.find((p) => p.name === "bank_transfer");
  expect(method, "the SEPA transfer method").toBeTruthy();
  const { payment } = await data<{ payment: { id: string } }>(
    await request.post("/api/user/deposit", {
      headers: { ...bearer(player), "Idempotency-Key": crypto.randomUUID() },
      data: { methodId: method?.id, amount, currency: "EUR" },
    }),
  );
  const confirmed = await data<{ payment: { status: string } }>(await request.post(`/sandbox/pay/${payment.id}/confirm`, { data: { result: "success" } }));
  expect(confirmed.payment.status).toBe("completed");
  return payment.id;
}

export type SlotGame = { slug: string; name: string; minBet: number };
export type SlotSpin = { bet: number; win: number; balance: { amount: number; nonCashAmount: number; totalAmount: number } };

/** The cheapest-to-play popular slot of the catalogue. */
export async function firstSlot(request: APIRequestContext): Promise<SlotGame> {
  const { rows } = await data<{ rows: SlotGame[] }>(await request.get("/api/admin/get-games?category=slots&limit=1"));
  if (!rows[0]) throw new Error("no slot in the catalogue");
  return rows[0];
}

/** Real-money rounds of the demo slot: a launch, then the slot page's own spin call at the minimum bet. */
export async function realSpins(request: APIRequestContext, player: { token: string }, game: SlotGame, times: number): Promise<SlotSpin[]> {
  const launch = await data<{ sessionId: string }>(
    await request.post("/api/user/game-launch", { headers: bearer(player), data: { slug: game.slug, mode: "real" } }),
  );
  const spins: SlotSpin[] = [];
  for (let i = 0; i < times; i += 1) {
    spins.push(await data<SlotSpin>(await request.post("/sandbox/games/spin", { data: { session: launch.sessionId, bet: game.minBet } })));
  }
  return spins;
}

/** Opens `path` as the player (token cookie) with the cookie notice already accepted. */
export async function openAs(page: Page, baseURL: string, player: { token: string }, path: string): Promise<void> {
  await page.context().addCookies([
    { name: "token", value: player.token, url: baseURL, sameSite: "Lax" },
    { name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" },
  ]);
  await page.goto(path);
}

/**
 * Wagers at least `total` of real money on the cheapest popular slot in small bets (the sandbox counts a withdrawal's
 * deposit wagering as the sum of the player's bets), so the AML turnover is done. Returns the last wallet.
 */
export async function wagerDeposits(request: APIRequestContext, player: { token: string }, total: number): Promise<SlotSpin["balance"]> {
  const { rows } = await data<{ rows: Array<SlotGame & { maxBet: number }> }>(
    await request.get("/api/admin/get-games?category=slots&sort=minBet&order=asc&limit=1"),
  );
  const game = rows[0];
  if (!game) throw new Error("no slot in the catalogue");
  // Small bets keep the swing low, so the player keeps cash to withdraw afterwards: 250 bets of 0.20 lose about
  // 4% of the stake with a spread far below the 80% that would leave less than a fifth of the deposit.
  const bet = Math.max(game.minBet, Math.min(0.2, game.maxBet));
  const launch = await data<{ sessionId: string }>(
    await request.post("/api/user/game-launch", { headers: bearer(player), data: { slug: game.slug, mode: "real" } }),
  );
  let wagered = 0;
  let balance: SlotSpin["balance"] | undefined;
  while (wagered < total) {
    ({ balance } = await data<SlotSpin>(await request.post("/sandbox/games/spin", { data: { session: launch.sessionId, bet } })));
    wagered += bet;
  }
  if (!balance) throw new Error("nothing wagered");
  return balance;
}

/** Fills the e-mail sign-up form with every field a brand may ask for (the adult and terms boxes ticked). */
export async function fillSignUpForm(form: Locator, email: string, password: string): Promise<void> {
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Repeat password").fill(password);
  await form.getByLabel("First name").fill("Nora");
  await form.getByLabel("Date of birth").fill("1990-05-17");
  await form.getByLabel("I am over 18 years old").check();
  await form.getByLabel(/I accept the/).check();
}
