// Brand-sensitive: runs in every brand, because it checks the deposit and withdrawal layouts at 320 px, which the brand's theme and sidebar setting change.
import { expect, test, type Page } from "@playwright/test";
import { createPlayer, depositByBankTransfer, openAs } from "./players.ts";

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("at 320 px the deposit form with the card fields and the withdrawal form do not scroll sideways", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "cashier-320");
  await depositByBankTransfer(request, player, 50);
  await page.setViewportSize({ width: 320, height: 640 });
  await openAs(page, baseURL ?? "", player, "/deposit");
  await page.getByRole("radio", { name: /Visa \/ Mastercard/ }).check();
  await expect(page.getByRole("textbox", { name: /Card number/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.goto("/withdraw");
  await expect(page.getByRole("heading", { name: "Withdraw", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Carouseller" }).check();
  await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test("in Arabic the deposit page reads right to left, translated, and still fits 320 px", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "cashier-rtl");
  await page.addInitScript(() => localStorage.setItem("selectedLanguage", '"ar"'));
  await page.setViewportSize({ width: 320, height: 640 });
  await openAs(page, baseURL ?? "", player, "/deposit");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const methods = page.getByRole("group", { name: "طريقة الدفع" });
  await expect(methods).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // The stepper follows the reading direction: "decrease" sits on the right, "increase" on the left.
  const decrease = await page.getByRole("button", { name: "تقليل المبلغ" }).boundingBox();
  const increase = await page.getByRole("button", { name: "زيادة المبلغ" }).boundingBox();
  expect(decrease!.x).toBeGreaterThan(increase!.x);
});
