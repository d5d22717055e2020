// Brand-neutral: runs in curacao only, because the connection banner, the stale balance and the re-reads after a reconnect read no brand setting.
import { expect, test, type APIRequestContext, type Page, type WebSocketRoute } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, firstSlot, openAs, realSpins } from "./players.ts";

const SOCKET_LOST = "Connection lost. Reconnecting…";
const OFFLINE = "You are offline. The page updates when your connection is back.";
const STALE = "Balance may be out of date";

/**
 * The realtime socket on a switch: up (through to the sandbox) until drop(), which closes the live connections and
 * refuses new ones (websocket and polling) until restore(). The sandbox keeps running: what it sends meanwhile is lost.
 * connected() waits for the sandbox's socket.io CONNECT answer ("40..."): the player's socket is up.
 */
async function socketSwitch(page: Page) {
  let down = false;
  let connects = 0;
  const live: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (down) return void ws.close();
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (String(message).startsWith("40")) connects += 1;
      ws.send(message);
    });
    live.push(ws);
  });
  await page.route("**/socket.io/**", (route) => (down ? route.abort("connectionreset") : route.fallback()));
  return {
    drop: async () => {
      down = true;
      await Promise.all(live.splice(0).map((ws) => ws.close()));
    },
    restore: () => {
      down = false;
    },
    connected: () => expect.poll(() => connects, { message: "the player's socket is up" }).toBeGreaterThan(0),
  };
}

/** The total the sandbox holds for the player, as the header writes it. */
async function balanceOf(request: APIRequestContext, player: { token: string }): Promise<string> {
  const user = await data<{ currencyCode: string; userWallet: { totalAmount: number } }>(
    await request.get("/api/user/get-user-details", { headers: bearer(player) }),
  );
  return new Intl.NumberFormat("en", { style: "currency", currency: user.currencyCode }).format(user.userWallet.totalAmount);
}

const headerBalance = (page: Page) => page.getByRole("banner").getByTestId("header-balance");
const banner = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a socket drop: the banner shows and the balance is marked stale; once back, the header has the spins made meanwhile", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createPlayer(request, "connection-drop");
  await depositByBankTransfer(request, player, 50);
  const socket = await socketSwitch(page);
  await openAs(page, baseURL ?? "", player, "/casino");
  await expect(headerBalance(page)).toContainText(await balanceOf(request, player));
  // The duties (the banner's live region) load once the page has settled.
  await expect(page.locator("[data-shell-dock] [role=status]")).toHaveCount(1);
  await socket.connected();

  await socket.drop();
  await expect(banner(page, SOCKET_LOST)).toBeVisible();
  await expect(headerBalance(page)).toContainText(STALE);
  const before = await balanceOf(request, player);
  // Spin until the total moves (wins can make up for the bets).
  const slot = await firstSlot(request);
  let after = before;
  for (let round = 0; round < 10 && after === before; round += 1) {
    await realSpins(request, player, slot, 1);
    after = await balanceOf(request, player);
  }
  expect(after, "the spins moved the balance").not.toBe(before);
  await expect(headerBalance(page)).toContainText(before);

  socket.restore();
  // socket.io's next attempt comes within its 5 s backoff cap.
  await expect(banner(page, SOCKET_LOST)).toHaveCount(0, { timeout: 15_000 });
  await expect(headerBalance(page)).toContainText(after);
  await expect(headerBalance(page)).not.toContainText(STALE);
});

test("offline: a guest sees the offline banner, and what was typed is still there once back online", async ({ page, context }) => {
  await page.goto("/?modal=login");
  const form = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await form.getByLabel("E-mail").fill("still-here@demo.casino");
  await expect(page.locator("[data-shell-dock] [role=status]")).toHaveCount(1);

  await context.setOffline(true);
  await expect(banner(page, OFFLINE)).toBeVisible();
  await expect(form.getByLabel("E-mail")).toHaveValue("still-here@demo.casino");
  await context.setOffline(false);
  await expect(banner(page, OFFLINE)).toHaveCount(0);
  await expect(form.getByLabel("E-mail")).toHaveValue("still-here@demo.casino");
  await expect(form.getByLabel("E-mail")).toBeFocused();
});

test("an open bank transfer confirmed while the socket was down shows its success once the socket is back", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createPlayer(request, "connection-deposit");
  const socket = await socketSwitch(page);
  await openAs(page, baseURL ?? "", player, "/deposit");
  const methods = page.getByRole("group", { name: "Payment method" });
  await methods.getByRole("radio", { name: /Bank transfer/ }).check();
  await page.getByRole("textbox", { name: /Amount/ }).fill("40");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
  const { rows } = await data<{ rows: Array<{ id: string; status: string }> }>(
    await request.get("/api/user/transactions?type=deposit", { headers: bearer(player) }),
  );
  expect(rows.map((row) => row.status)).toEqual(["pending"]);
  await expect(page.locator("[data-shell-dock] [role=status]")).toHaveCount(1);
  await socket.connected();

  await socket.drop();
  await expect(banner(page, SOCKET_LOST)).toBeVisible();
  const confirmed = await data<{ payment: { status: string } }>(
    await request.post(`/sandbox/pay/${rows[0]?.id}/confirm`, { data: { result: "success" } }),
  );
  expect(confirmed.payment.status).toBe("completed");
  // The deposit event went to no one: the panel still waits.
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();

  socket.restore();
  await expect(page.getByRole("dialog", { name: "Deposit successful" }).getByText("Your deposit was successful")).toBeVisible({
    timeout: 15_000,
  });
  await expect(headerBalance(page)).toContainText(await balanceOf(request, player));
});
