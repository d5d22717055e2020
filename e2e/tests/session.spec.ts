// Brand-neutral: runs in curacao only, because ?at= logins, the session's 403 and the realtime balance read no brand setting.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createPlayer, depositByBankTransfer, firstSlot, openAs, realSpins } from "./players.ts";

const PLAYER = { email: "depositor@demo.casino", password: "Demo1234!" };

async function login(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/user/login", { data: PLAYER });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function expectedBalance(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get("/api/user/get-user-details", { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { currencyCode: string; userWallet: { totalAmount: number } } };
  return new Intl.NumberFormat("en", { style: "currency", currency: data.currencyCode, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    data.userWallet.totalAmount,
  );
}

test("logging in through `?at=` shows the balance in the header and removes `at` from the URL", async ({ page, request, context }) => {
  const token = await login(request);
  const balance = await expectedBalance(request, token);
  await page.goto("/");
  const entries = await page.evaluate(() => window.history.length);

  await page.goto(`/?at=${encodeURIComponent(token)}&cpnc=spring`);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText(balance);
  await expect(page).toHaveURL(/\/\?cpnc=spring$/);

  const cookie = (await context.cookies()).find((c) => c.name === "token");
  expect(cookie).toMatchObject({ value: token, sameSite: "Lax" });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // Removing `at` replaced the entry: one entry for the visit, none for the clean-up.
  expect(await page.evaluate(() => window.history.length)).toBe(entries + 1);

  // The cookie carries the session over a reload.
  await page.reload();
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText(balance);
});

test("an expired session (HTTP 403) clears the token and opens the login modal, remembering the page", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A session the server has ended while the player was away: the token cookie is still in the browser.
  const token = await login(request);
  await request.post("/api/user/logout", { data: { reason: "USER_INITIATED" }, headers: { Authorization: `Bearer ${token}` } });
  await context.addCookies([{ name: "token", value: token, url: baseURL!, sameSite: "Lax" }]);

  await page.goto("/casino?sort=new");

  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/\?modal=login&redirect=%2Fcasino%3Fsort%3Dnew$/);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "token")).toBeUndefined();
});

test("a 403 in the middle of a session lands on login and, after login, back where the player was", async ({ page, request, context, baseURL }) => {
  const token = await login(request);
  await context.addCookies([{ name: "token", value: token, url: baseURL!, sameSite: "Lax" }]);
  await page.goto("/profile/transactions?type=deposit");
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Casino history" })).toBeVisible();

  // The server ends the session while the page is open (as an operator's lock or a logout elsewhere would). The
  // realtime socket's reconnect reads the player again, or the next call of the page does: either one meets the 403.
  await request.post("/api/user/logout", { data: { reason: "USER_INITIATED" }, headers: { Authorization: `Bearer ${token}` } });
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await Promise.race([dialog.waitFor(), page.getByRole("tab", { name: "Casino history" }).click().catch(() => undefined)]);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]redirect=%2Fprofile%2Ftransactions/);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toHaveCount(0);

  const form = dialog.getByRole("form", { name: "Log in" });
  await form.getByLabel("E-mail").fill(PLAYER.email);
  await form.getByLabel("Password").fill(PLAYER.password);
  await form.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/profile\/transactions\?.*type=deposit/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
});

test("the header balance follows the realtime events of a deposit and of each spin, without a reload", async ({ page, request, baseURL }) => {
  const euro = (amount: number) => new Intl.NumberFormat("en", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const player = await createPlayer(request, "balance");
  await openAs(page, baseURL!, player, "/");
  const balance = page.getByRole("banner").getByTestId("header-balance");
  await expect(balance).toContainText(euro(0));

  await depositByBankTransfer(request, player, 40);
  await expect(balance).toContainText(euro(40));

  // Spin until a round changes the total (a win may equal the bet), then the header must show the new total.
  const slot = await firstSlot(request);
  let total = 40;
  for (let i = 0; i < 10 && total === 40; i += 1) {
    const rounds = await realSpins(request, player, slot, 1);
    total = rounds[0]?.balance.totalAmount ?? total;
  }
  expect(total).not.toBe(40);
  await expect(balance).toContainText(euro(total));
});
