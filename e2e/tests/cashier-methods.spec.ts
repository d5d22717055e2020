// Brand-neutral: runs in curacao only, because the method flows (crypto, UPI QR) are the same component and API in every brand; page vs sidebar is cashier-deposit's.
import { expect, test, type Page } from "@playwright/test";
import { bearer, createPlayer, openAs, verifyEmail } from "./players.ts";

// The method forms and what comes after Pay (issue 7 item 2): a crypto top-up with its network, address and QR,
// and a UPI QR that runs out. Against the real sandbox; each test makes its own player.

const TRON_ADDRESS = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

/** Presses Pay and returns the new deposit's payment id from the sandbox's answer. */
async function pay(page: Page): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes("/api/user/deposit") && response.request().method() === "POST");
  await page.getByRole("button", { name: /^Pay/ }).click();
  const body = (await (await answer).json()) as { data: { payment: { id: string } } };
  return body.data.payment.id;
}

/** UPI QR for 500 INR (its minimum is 100) with the phone the method requires. */
async function fillUpiQr(page: Page): Promise<void> {
  await page.getByRole("radio", { name: /UPI QR/ }).check();
  await page.getByLabel(/^Amount/).fill("500");
  await page.getByLabel("Phone number").fill("9876543210");
}

test("a crypto deposit shows the network, the amount, the top-up address and its QR, then the result", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "crypto");
  // Crypto methods need a verified e-mail (the sandbox's requiresEmailVerification).
  await verifyEmail(request, player.email);
  // A daily deposit limit of 500: the panel shows what it leaves before the QR.
  const limit = await request.put("/api/user/limits", { headers: bearer(player), data: { dailyDepositLimit: 500 } });
  expect(limit.ok(), await limit.text()).toBe(true);
  await openAs(page, baseURL!, player, "/deposit");

  await page.getByRole("radio", { name: /Tether USDT/ }).check();
  const networks = page.getByRole("radiogroup", { name: "Network" });
  await expect(networks.getByRole("radio")).toHaveCount(3);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(networks.getByText("Choose a network")).toBeVisible();
  await networks.getByRole("radio", { name: /Tron \(TRC-20\)/ }).check();
  const paymentId = await pay(page);

  const panel = page.getByRole("region", { name: "Send Tether USDT" });
  await expect(panel.getByRole("definition").filter({ hasText: "Tron (TRC-20)" })).toHaveText("Tron (TRC-20) USDT-TRC20");
  await expect(panel.getByRole("definition").filter({ hasText: /^[\d.,]+ USDT$/ })).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Top-up address" })).toHaveValue(TRON_ADDRESS);
  const qr = panel.getByRole("img", { name: `QR code of the top-up address ${TRON_ADDRESS}` });
  await expect(qr).toBeVisible();
  const limitLeft = panel.getByText("Deposit limit left");
  await expect(limitLeft).toBeVisible();
  const [limitTop, qrTop] = [(await limitLeft.boundingBox())?.y ?? 0, (await qr.boundingBox())?.y ?? 0];
  expect(limitTop).toBeLessThan(qrTop);
  await expect(panel.getByRole("button", { name: "Done" })).toBeVisible();

  // The provider sees the coins arrive: the socket's deposit event closes the panel and opens the success modal.
  const confirmed = await request.post(`/sandbox/pay/${paymentId}/confirm`, { data: { result: "success" } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await expect(page).toHaveURL(/modal=deposit-success/);
  await expect(panel).toHaveCount(0);
});

test("a UPI QR counts down, expires after five minutes and offers a new QR", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "upi", { currencyCode: "INR", countryCode: "IN" });
  await page.clock.install();
  await openAs(page, baseURL!, player, "/deposit");

  await fillUpiQr(page);
  const firstPayment = await pay(page);

  const panel = page.getByRole("region", { name: "Pay with UPI QR" });
  await expect(panel.getByRole("img", { name: "UPI payment QR code" })).toBeVisible();
  await expect(panel.getByRole("timer")).toHaveText(/^0[45]:\d\d$/);

  await page.clock.fastForward("05:01");
  await expect(panel.getByRole("alert")).toHaveText("This QR code has expired. Get a new one to pay.");
  await expect(panel.getByRole("img")).toHaveCount(0);
  await panel.getByRole("button", { name: "Get a new QR code" }).click();

  // Back at the deposit form: Pay again is a new deposit with a fresh five minutes.
  await fillUpiQr(page);
  const secondPayment = await pay(page);
  expect(secondPayment).not.toBe(firstPayment);
  await expect(panel.getByRole("img", { name: "UPI payment QR code" })).toBeVisible();
  await expect(panel.getByRole("timer")).toHaveText(/^0[45]:\d\d$/);
});
