// Brand-neutral: runs in curacao only, because the deposit results (3-D Secure, decline, return) come from the API and the same modals in every brand.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, createPlayer, data, depositByBankTransfer, openAs } from "./players.ts";

// Deposit results (issue 7 item 4): a card deposit through the provider's hosted page and its 3-D Secure step back
// to deposit-success with the header balance updated; a declined card payment to deposit-decline with the
// alternative method. The real sandbox; each test makes its own player.

type Details = { currencyCode: string; depositCount: number; userWallet: { totalAmount: number } };

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

type LoggedEvent = { event: string; data: { depositCount?: number; amount?: number; currencyCode?: string }; userId: number | null };

/** The player's retargeting deposit events in the sandbox's event log (the shell's tracking duty sends them). */
async function depositEventsOf(request: APIRequestContext, player: { userId: number }): Promise<Array<Pick<LoggedEvent, "event" | "data">>> {
  // The player's own events: the latest 1,000 of every worker's could pass this player's by the time this polls, late
  // in a full run (it flaked so once in sunset).
  const { events } = await data<{ events: LoggedEvent[] }>(await request.get(`/sandbox/events?userId=${player.userId}&limit=1000`));
  return events.filter((e) => e.event.startsWith("deposit_")).map(({ event, data: d }) => ({ event, data: d }));
}

async function detailsOf(request: APIRequestContext, player: { token: string }): Promise<Details> {
  return data<Details>(await request.get("/api/user/get-user-details", { headers: bearer(player) }));
}

/** The player's card deposit from the deposit page: the method, the card, the amount, Pay; the provider page opens. */
async function payByCardInUi(page: Page, amount: number): Promise<void> {
  await page.getByRole("radio", { name: /Visa \/ Mastercard/ }).check();
  await page.getByRole("textbox", { name: /Amount/ }).fill(String(amount));
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Ada Lovelace");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment provider" })).toBeVisible();
}

/** The same card deposit started through the API (returnUrl: this brand's site), its provider page opened. */
async function payByCardViaApi(page: Page, request: APIRequestContext, baseURL: string, player: { token: string }, amount: number) {
  const { payments } = await data<{ payments: Array<{ id: number; name: string }> }>(
    await request.get("/api/admin/get-payments?currencyCode=EUR&countryCode=DE", { headers: bearer(player) }),
  );
  const card = payments.find((method) => method.name === "card");
  const { action } = await data<{ action: { type: string; url: string } }>(
    await request.post("/api/user/deposit", {
      headers: { ...bearer(player), "Idempotency-Key": crypto.randomUUID() },
      data: {
        methodId: card?.id,
        amount,
        currency: "EUR",
        returnUrl: new URL(baseURL).origin,
        fields: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", cardholder: "Ada Lovelace" },
      },
    }),
  );
  expect(action.type).toBe("redirect");
  await page.goto(action.url);
  await expect(page.getByRole("heading", { name: "Sandbox payment provider" })).toBeVisible();
}

test("a card deposit through 3-D Secure ends in deposit-success with the header balance updated, the webhook sent once", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createPlayer(request, "results-3ds");
  const webhooks: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/user/3ds-webhook")) webhooks.push(sent.url());
  });
  await openAs(page, baseURL!, player, "/deposit");
  await payByCardInUi(page, 50);
  await page.getByRole("button", { name: "Approve" }).click();

  // The sandbox's 3-D Secure page shows the one-time code; the player types it.
  await expect(page.getByRole("heading", { name: "3-D Secure" })).toBeVisible();
  const code = (await page.locator("b").first().textContent())?.trim() ?? "";
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Authenticate" }).click();

  const dialog = page.getByRole("dialog", { name: "Card verified" });
  await expect(dialog.getByText("Your deposit was successful")).toBeVisible();
  await expect(dialog.getByText("€50.00")).toBeVisible();
  const details = await detailsOf(request, player);
  expect(details.userWallet.totalAmount).toBe(50);
  expect(details.depositCount).toBe(1);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText(money(details.userWallet.totalAmount, details.currencyCode));
  expect(webhooks).toHaveLength(1);

  // A reload of the same URL does not send the webhook again, and the deposit stays credited once.
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Card verified" }).getByText("Your deposit was successful")).toBeVisible();
  expect(webhooks).toHaveLength(1);
  expect((await detailsOf(request, player)).userWallet.totalAmount).toBe(50);
  // The first deposit reached the tracking bus once, whether the socket, the webhook answer or the reload reported it.
  const first = [{ event: "deposit_first", data: { depositCount: 1, amount: 50, currencyCode: "EUR" } }];
  await expect.poll(() => depositEventsOf(request, player)).toEqual(first);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await depositEventsOf(request, player)).toEqual(first);
});

test("a declined card payment ends in deposit-decline offering the alternative method", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "results-decline");
  await openAs(page, baseURL!, player, "/");
  await payByCardViaApi(page, request, baseURL!, player, 40);
  await page.getByRole("button", { name: "Decline" }).click();

  const dialog = page.getByRole("dialog", { name: "Deposit declined" });
  await expect(dialog.getByText("Your payment with Visa / Mastercard was declined.")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("method")).toBe("card");
  // The card itself failed: the other kind of method is offered (spec §4), and Try again keeps the card.
  await expect(dialog.getByRole("link", { name: "Try again" })).toHaveAttribute("href", /\/deposit\?method=card$/);
  await dialog.getByRole("link", { name: "Pay with Carouseller" }).click();
  await expect(page).toHaveURL(/\/deposit\?method=carouseller$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The deposit page starts with the offered method chosen.
  await expect(page.getByRole("radio", { name: /Carouseller/ })).toBeChecked();
  expect((await detailsOf(request, player)).userWallet.totalAmount).toBe(0);
});

test("deposit-return turns into deposit-success when the socket reports the deposit; each deposit tracked once", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await createPlayer(request, "results-return");
  // The site learns of the transfer only through the socket: wait until it is connected (its first frame). The frame
  // listener goes on as the socket opens: attached after an await, it could miss a first frame already received.
  const connected = new Promise<void>((resolve) => {
    page.on("websocket", (ws) => {
      if (ws.url().includes("socket.io")) ws.once("framereceived", () => resolve());
    });
  });
  await openAs(page, baseURL!, player, "/");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("the socket sent no frame within 15 s")), 15_000)));
  await Promise.race([connected, late]).finally(() => clearTimeout(timer));
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText("€0.00");
  // A bank transfer arrives while the player is on the lobby: only the socket tells the site.
  await depositByBankTransfer(request, player, 30);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText("€30.00", { timeout: 15_000 });
  await expect
    .poll(() => depositEventsOf(request, player))
    .toEqual([{ event: "deposit_first", data: { depositCount: 1, amount: 30, currencyCode: "EUR" } }]);
  await payByCardViaApi(page, request, baseURL!, player, 20);
  const paymentUrl = page.url();
  await page.getByRole("button", { name: "Return to the site" }).click();
  const waiting = page.getByRole("dialog", { name: "Deposit in progress" });
  await expect(waiting.getByText(/Please do not refresh this page/)).toBeVisible();

  // The provider settles the payment later (under the 3-D Secure exemption: no code needed).
  const id = paymentUrl.split("/sandbox/pay/")[1] ?? "";
  await data(await request.post(`/sandbox/pay/${id}/confirm`, { data: { result: "success" } }));
  await expect(page.getByRole("dialog", { name: "Deposit successful" }).getByText("Your deposit was successful")).toBeVisible();
  await expect(page).toHaveURL(/modal=deposit-success/);
  const details = await detailsOf(request, player);
  expect(details.userWallet.totalAmount).toBe(50);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toContainText(money(details.userWallet.totalAmount, details.currencyCode));
  await expect
    .poll(() => depositEventsOf(request, player))
    .toEqual([
      { event: "deposit_first", data: { depositCount: 1, amount: 30, currencyCode: "EUR" } },
      { event: "deposit_2nd", data: { depositCount: 2, amount: 20, currencyCode: "EUR" } },
    ]);
});
