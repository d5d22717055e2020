// Brand-neutral: runs in curacao only, because the withdrawal's conditions, calculation and idempotent confirm read no brand setting.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, openAs, verifyEmail, wagerDeposits } from "./players.ts";

const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount);
const WITHDRAWAL = 10;

/** A player who meets every condition but the bonus one: a deposit, a verified e-mail, the deposit wagered once. */
async function readyPlayer(request: APIRequestContext, tag: string) {
  const player = await createPlayer(request, tag);
  await verifyEmail(request, player.email);
  await depositByBankTransfer(request, player, 50);
  const wallet = await wagerDeposits(request, player, 50);
  expect(wallet.amount, "cash left to withdraw after the wagering").toBeGreaterThanOrEqual(WITHDRAWAL);
  return player;
}

async function fillCarouseller(page: Page, email: string) {
  await page.getByRole("radio", { name: "Carouseller" }).check();
  await page.getByLabel("Amount (EUR)").fill(String(WITHDRAWAL));
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Calculate" }).click();
}

type Wallet = { userWallet: { totalAmount: number } };

// Each player wagers their deposit in 250 small bets first (wagerDeposits): low variance, but a few seconds more.
test.describe.configure({ timeout: 120_000 });

test("a withdrawal blocked by an active bonus, then allowed, calculated, confirmed and listed as pending", async ({ page, request, baseURL }) => {
  const player = await readyPlayer(request, "withdraw");

  // An active (no-deposit) bonus blocks the withdrawal (spec §4).
  const { rows } = await data<{ rows: Array<{ id: number }> }>(await request.get("/api/admin/get-all-bonus?type=no_deposit", { headers: bearer(player) }));
  const activated = await data<{ code: string }>(
    await request.post("/api/user/bonus/activate", { headers: bearer(player), data: { bonusId: rows[0]?.id } }),
  );
  expect(activated.code).toBe("ACTIVATED");

  await openAs(page, baseURL ?? "", player, "/withdraw");
  await expect(page.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
  await expect(page.getByText("Withdrawal is blocked while a bonus is active")).toBeVisible();
  await expect(page.getByText("A deposit is needed first")).toHaveCount(0);
  await expect(page.getByText("Verify your e-mail address")).toHaveCount(0);

  await fillCarouseller(page, player.email);
  await expect(page.getByText("Not met: No active bonus", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toBeDisabled();

  // Cancelling the bonus on the page lifts the block; the quote must be calculated again.
  await page.getByRole("button", { name: "Cancel the bonus" }).click();
  await page.getByRole("button", { name: "Yes, cancel the bonus" }).click();
  await expect(page.getByText("Withdrawal is blocked while a bonus is active")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Confirm withdrawal" })).toHaveCount(0);

  const before = await data<Wallet>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
  const header = page.getByTestId("header-balance");
  await expect(header).toContainText(euro(before.userWallet.totalAmount));

  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByText("Met: No active bonus", { exact: true })).toBeVisible();
  await expect(page.getByText(euro(WITHDRAWAL * 0.98))).toBeVisible();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();

  // The cash left once: the API and the header agree on the new balance.
  const expected = Math.round((before.userWallet.totalAmount - WITHDRAWAL) * 100) / 100;
  const after = await data<Wallet>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
  expect(after.userWallet.totalAmount).toBeCloseTo(expected, 2);
  await expect(header).toContainText(euro(expected));

  const row = page.getByRole("table").getByRole("row").filter({ hasText: "Carouseller" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(euro(WITHDRAWAL));
  await expect(row).toContainText("Pending");
  const { rows: withdrawals } = await data<{ rows: Array<{ status: string; amount: number }> }>(
    await request.get("/api/user/transactions?type=withdrawal", { headers: bearer(player) }),
  );
  expect(withdrawals).toEqual([expect.objectContaining({ status: "pending", amount: WITHDRAWAL })]);
});

test("a confirm whose answer is lost is retried with the same key and moves the money once", async ({ page, request, baseURL }) => {
  const player = await readyPlayer(request, "withdraw-retry");
  await openAs(page, baseURL ?? "", player, "/withdraw");
  await fillCarouseller(page, player.email);
  const before = await data<Wallet>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));

  // The request reaches the sandbox (the cash is debited), the answer is lost on the way back.
  const keys: string[] = [];
  await page.route("**/api/user/withdraw/confirm", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      await route.fetch();
      await route.abort("timedout");
    } else await route.continue();
  });
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByText(/No answer arrived/)).toBeVisible();
  await expect(page.getByLabel("Amount (EUR)")).toHaveValue(String(WITHDRAWAL));
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Withdrawal requested" })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const after = await data<Wallet>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
  expect(after.userWallet.totalAmount).toBeCloseTo(before.userWallet.totalAmount - WITHDRAWAL, 2);
  const { rows } = await data<{ rows: unknown[] }>(await request.get("/api/user/transactions?type=withdrawal", { headers: bearer(player) }));
  expect(rows).toHaveLength(1);
});
