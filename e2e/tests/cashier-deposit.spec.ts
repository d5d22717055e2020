// Brand-sensitive: runs in every brand, because the deposit form is a page or a sidebar by brand (popupDepositFormAsSidebar).
import { expect, test, type Page } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { bearer, createPlayer, data, openAs } from "./players.ts";

type Transactions = { rows: Array<{ id: string; amount: number; status: string }>; count: number };

const amountField = (page: Page) => page.getByRole("textbox", { name: /Amount/ });
const payButton = (page: Page) => page.getByRole("button", { name: /^Pay/ });
const methods = (page: Page) => page.getByRole("group", { name: "Payment method" });

async function openDepositAs(page: Page, baseURL: string | undefined, player: { token: string }) {
  await openAs(page, baseURL ?? "", player, "/deposit");
  await expect(methods(page)).toBeVisible();
}

test("the player's methods and the spec §4 amount stepper", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "deposit-methods");
  await openDepositAs(page, baseURL, player);
  // A German EUR player: the card, crypto and SEPA methods; not the VIP, staff-only or retired ones.
  for (const title of ["Visa / Mastercard", "Tether USDT", "Bank transfer (SEPA)"]) {
    await expect(methods(page).getByRole("radio", { name: new RegExp(title.replace(/[()/]/g, "\\$&")) })).toBeVisible();
  }
  for (const title of ["VIP wire", "Test provider", "Card (legacy processor)"]) {
    await expect(methods(page).getByText(title, { exact: true })).toHaveCount(0);
  }
  await expect(methods(page).getByText("€10.00 – €5,000.00").first()).toBeVisible();
  await expect(amountField(page)).toHaveValue("25");
  const up = page.getByRole("button", { name: "Increase amount" });
  for (let i = 0; i < 5; i += 1) await up.click();
  await expect(amountField(page)).toHaveValue("30");
  await up.click();
  await expect(amountField(page)).toHaveValue("35");
  await page.getByRole("button", { name: "Decrease amount" }).click();
  await expect(amountField(page)).toHaveValue("30");
  await page.getByRole("button", { name: "100", exact: true }).click();
  await expect(amountField(page)).toHaveValue("100");
});

test("a deposit over the daily limit gives PAYMENT_LIMIT_THRESHOLD", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "deposit-limit");
  await openDepositAs(page, baseURL, player);
  // The limit is set elsewhere (another device) after the form loaded: the server refuses the deposit.
  await data(await request.put("/api/user/limits", { headers: bearer(player), data: { dailyDepositLimit: 30 } }));
  await methods(page).getByRole("radio", { name: /Bank transfer/ }).check();
  await amountField(page).fill("50");
  await payButton(page).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByText("You have reached your daily deposit limit. Please try again tomorrow.")).toBeVisible();
  await expect(page.getByText("Your deposit limit allows €30.00 more for now.")).toBeVisible();
});

async function depositsOf(request: Parameters<typeof createPlayer>[0], player: { token: string }) {
  return data<Transactions>(await request.get("/api/user/transactions?type=deposit", { headers: bearer(player) }));
}

test("a double click moves money once", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "deposit-double");
  await openDepositAs(page, baseURL, player);
  await methods(page).getByRole("radio", { name: /Bank transfer/ }).check();
  await payButton(page).dblclick();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
  expect((await depositsOf(request, player)).count).toBe(1);
});

test("a retry after a lost answer moves money once, with every field kept", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "deposit-retry");
  await openDepositAs(page, baseURL, player);
  let first = true;
  // The request reaches the sandbox (the deposit is made) but its answer is lost on the way back.
  await page.route("**/api/user/deposit", async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort("timedout");
  });
  await methods(page).getByRole("radio", { name: /Bank transfer/ }).check();
  await amountField(page).fill("40");
  await payButton(page).click();
  await expect(page.getByText(/The connection dropped before the answer arrived/)).toBeVisible();
  await expect(amountField(page)).toHaveValue("40");
  await expect(methods(page).getByRole("radio", { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();
  const deposits = await depositsOf(request, player);
  expect(deposits.count).toBe(1);
  expect(deposits.rows[0]?.amount).toBe(40);
});

test("the header's Deposit opens the sidebar where the brand asks for it", async ({ page, request, baseURL }, testInfo) => {
  test.skip(brandOf(testInfo).settings["popupDepositFormAsSidebar"] !== true, "the brand uses the /deposit page");
  const player = await createPlayer(request, "deposit-sidebar");
  await openAs(page, baseURL ?? "", player, "/casino");
  await page.getByRole("banner").getByRole("link", { name: "Deposit" }).click();
  const sheet = page.getByRole("dialog", { name: "Deposit" });
  await expect(sheet.getByRole("group", { name: "Payment method" })).toBeVisible();
  await expect(sheet.getByRole("textbox", { name: /Amount/ })).toHaveValue("25");
  expect(new URL(page.url()).searchParams.get("modal")).toBe("deposit");
  // A side sheet: full height at the right-hand edge, narrower than the page.
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport ? [Math.round(box.x + box.width), Math.round(box.height), box.width < viewport.width] : null).toEqual([
    viewport?.width,
    viewport?.height,
    true,
  ]);
});
