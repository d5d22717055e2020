import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";

type Player = { email: string; token: string };
type Spin = { win: number };

const DEPOSIT_AMOUNT = 50;
let counter = 0;

/** A fresh player per test (tests run in parallel on one sandbox database). */
async function createPlayer(request: APIRequestContext): Promise<Player> {
  counter += 1;
  const email = `history-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.casino`;
  const res = await request.post("/api/user/sign-up", {
    data: { email, password: "Demo1234!", currencyCode: "EUR", countryCode: "DE", address: "Hauptstraße 1", city: "Berlin", zipCode: "10115" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, token: ((await res.json()) as { data: { accessToken: string } }).data.accessToken };
}

const auth = (player: Player) => ({ Authorization: `Bearer ${player.token}` });

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A SEPA bank-transfer deposit, settled through the sandbox provider (apps/sandbox-api README, "Crypto, UPI, bank transfer"). */
async function depositByBankTransfer(request: APIRequestContext, sandboxUrl: string, player: Player): Promise<string> {
  const { payments } = await json<{ payments: Array<{ id: number; name: string }> }>(
    await request.get("/api/admin/get-payments?currencyCode=EUR&countryCode=DE", { headers: auth(player) }),
  );
  const method = payments.find((p) => p.name === "bank_transfer");
  expect(method, "the SEPA transfer method").toBeTruthy();
  const { payment } = await json<{ payment: { id: string } }>(
    await request.post("/api/user/deposit", {
      headers: { ...auth(player), "Idempotency-Key": `history-${player.email}` },
      data: { methodId: method?.id, amount: DEPOSIT_AMOUNT, currency: "EUR" },
    }),
  );
  const confirmed = await json<{ payment: { status: string } }>(
    await request.post(`${sandboxUrl}/sandbox/pay/${payment.id}/confirm`, { data: { result: "success" } }),
  );
  expect(confirmed.payment.status).toBe("completed");
  return payment.id;
}

/** Real-money spins on the cheapest bet of a popular slot. */
async function spin(request: APIRequestContext, player: Player, times: number): Promise<{ game: string; spins: Spin[] }> {
  const { rows } = await json<{ rows: Array<{ slug: string; name: string; minBet: number; type: string }> }>(
    await request.get("/api/admin/get-games?category=slots&limit=1"),
  );
  const game = rows[0];
  if (!game) throw new Error("no slot in the catalogue");
  const launch = await json<{ sessionId: string }>(
    await request.post("/api/user/game-launch", { headers: auth(player), data: { slug: game.slug, mode: "real" } }),
  );
  const spins: Spin[] = [];
  for (let i = 0; i < times; i += 1) {
    spins.push(await json<Spin>(await request.post("/sandbox/games/spin", { data: { session: launch.sessionId, bet: game.minBet } })));
  }
  return { game: game.name, spins };
}

async function openAs(page: Page, baseURL: string, player: Player, path: string) {
  await page.context().addCookies([
    { name: "token", value: player.token, url: baseURL, sameSite: "Lax" },
    { name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" },
  ]);
  await page.goto(path);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("a deposit and slot rounds show in the history, filter down to the empty state and export as CSV", async ({ page, request, baseURL }, testInfo) => {
  const player = await createPlayer(request);
  const paymentId = await depositByBankTransfer(request, brandOf(testInfo).sandboxUrl, player);
  const { game, spins } = await spin(request, player, 3);

  await openAs(page, baseURL ?? "", player, "/profile/transactions");
  await expect(page.getByRole("tablist", { name: "History" })).toBeVisible();
  const transactions = page.getByRole("table", { name: "Transactions" });
  const depositRow = transactions.getByRole("row").filter({ hasText: paymentId });
  await expect(depositRow).toContainText("Deposit");
  await expect(depositRow).toContainText("€50.00");
  await expect(depositRow).toContainText("Completed");

  // Type filter: the URL carries it, and a type the player has none of gives the filtered empty state.
  await page.getByLabel("Type", { exact: true }).selectOption("withdrawal");
  await expect(page).toHaveURL(/[?&]type=withdrawal/);
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByLabel("Type", { exact: true }).selectOption("deposit");
  await expect(depositRow).toBeVisible();

  // A range that ends yesterday excludes today's deposit.
  await page.getByLabel("From", { exact: true }).fill(isoDay(-7));
  await page.getByLabel("To", { exact: true }).fill(isoDay(-1));
  await expect(page).toHaveURL(new RegExp(`to=${isoDay(-1)}`));
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(depositRow).toBeVisible();
  await expect(page).not.toHaveURL(/type=|from=|to=/);

  // CSV of the whole (unfiltered) history: header and the deposit row.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions_all_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain("Date,Transaction ID,Method,Type,Amount,Status,Bonus\r\n");
  expect(csv).toMatch(new RegExp(`,${paymentId},Bank transfer \\(SEPA\\),Deposit,50\\.00,Completed,0\\.00\\r\\n`));

  // Casino history: one bet row per spin, a win row for each winning spin.
  await page.getByRole("tab", { name: "Casino history" }).click();
  await expect(page).toHaveURL(/[?&]view=casino/);
  const rounds = page.getByRole("table", { name: "Casino history" });
  const roundsOf = (type: string) => rounds.getByRole("row").filter({ hasText: game }).filter({ has: page.getByRole("cell", { name: type, exact: true }) });
  await expect(roundsOf("Bet")).toHaveCount(3);
  await expect(roundsOf("Win")).toHaveCount(spins.filter((s) => s.win > 0).length);
});

test("the v2 history page opens on the view and filters of its link", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request);
  await openAs(page, baseURL ?? "", player, `/profile2/my-history?view=casino&from=${isoDay(-1)}&modal=login`);
  // The modal parameter still works over the history page; the view in the link is kept.
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/view=casino/);
  await expect(page.getByRole("tab", { name: "Casino history" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(isoDay(-1));
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("tab", { name: "Transactions" }).click();
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("each transaction is a card with labelled values instead of a table row", async ({ page, request, baseURL }, testInfo) => {
    const player = await createPlayer(request);
    const paymentId = await depositByBankTransfer(request, brandOf(testInfo).sandboxUrl, player);
    await openAs(page, baseURL ?? "", player, "/profile/transactions");
    const cards = page.getByRole("list", { name: "Transactions" });
    const card = cards.getByRole("listitem").filter({ hasText: paymentId });
    await expect(card).toContainText("Amount");
    await expect(card).toContainText("€50.00");
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});
