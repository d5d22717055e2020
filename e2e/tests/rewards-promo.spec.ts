// Brand-neutral: runs in curacao only, because promotions, bonus activation, coupons and the bonus calendar read no brand setting that changes these journeys (every brand shows the bonus calendar and none asks for e-mail verification on activation).
import { expect, test, type Page } from "@playwright/test";
import { acceptCookies } from "./duties-helpers.ts";
import { bearer, createPlayer, openAs } from "./players.ts";

const bonusCard = (page: Page, name: string) => page.getByRole("article", { name });

test("a guest browses the promotions, opens one and is asked to log in to claim its bonus", async ({ page, baseURL }) => {
  await acceptCookies(page.context(), baseURL ?? "");
  await page.goto("/promotions");
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await expect(bonusCard(page, "50 free spins")).toBeVisible();
  // A bonus's terms, the back office's HTML sanitised, open from its card (rendered once opened).
  const welcome = bonusCard(page, "Welcome bonus");
  await welcome.getByText("Terms of Welcome bonus").click();
  await expect(welcome.getByRole("listitem").filter({ hasText: "Wager the bonus 35 times within 30 days." })).toBeVisible();
  await expect(welcome.getByRole("link", { name: "general bonus terms" })).toHaveAttribute("href", "/bonus-terms");
  await page.getByRole("link", { name: "Welcome offer" }).click();
  await expect(page).toHaveURL(/\/promotion\/welcome-offer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome offer" })).toBeVisible();
  await bonusCard(page, "Welcome bonus").getByRole("button", { name: "Log in to get this bonus" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/bonus=welcome-deposit/);
});

test("the lobby's welcome offer leads to the real welcome bonus", async ({ page, baseURL }) => {
  await acceptCookies(page.context(), baseURL ?? "");
  await page.goto("/casino");
  await page.getByRole("link", { name: "Claim your bonus" }).click();
  await expect(page).toHaveURL(/\/promotion\/welcome-offer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome offer" })).toBeVisible();
  await expect(bonusCard(page, "Welcome bonus").getByRole("button", { name: "Log in to get this bonus" })).toBeVisible();
});

test("a claim refused with a spec code says why; a second bonus cancels the first only once confirmed", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "promo-claim");
  await openAs(page, baseURL ?? "", player, "/promotions?show=instant_cashback");
  const cashback = bonusCard(page, "Daily rakeback");
  await cashback.getByRole("button", { name: "Claim" }).click();
  await expect(cashback.getByRole("alert")).toContainText("Make a deposit to receive cashback.");

  await page.goto("/promotions?show=no_deposit");
  const chip = bonusCard(page, "10 EUR free");
  await chip.getByRole("button", { name: "Claim" }).click();
  await expect(chip.getByRole("status").filter({ hasText: "Your bonus is active" })).toBeVisible();

  await page.goto("/promotions?show=freespins");
  const spins = bonusCard(page, "50 free spins");
  await spins.getByRole("button", { name: "Claim" }).click();
  await expect(spins.getByRole("alert")).toContainText("Only one bonus can be active at a time.");
  await spins.getByRole("button", { name: "Cancel my current bonus and activate this one" }).click();
  await expect(spins.getByRole("status").filter({ hasText: "Your bonus is active" })).toBeVisible();
  const bonuses = await request.get("/api/user/get-user-bonus", { headers: bearer(player) });
  const { data } = (await bonuses.json()) as { data: { active: { type: string } | null } };
  expect(data.active?.type).toBe("freespins");
});

test("a coupon is redeemed once; the second time says it was already redeemed and keeps the code", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "promo-coupon");
  await openAs(page, baseURL ?? "", player, "/freemoney");
  const field = page.getByRole("textbox", { name: "Coupon code" });
  await field.fill("WELCOME5");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Coupon redeemed: €5.00 of bonus money was added to your balance." })).toBeVisible();
  await expect(field).toHaveValue("");
  await field.fill("WELCOME5");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You have already redeemed this coupon." })).toBeVisible();
  await expect(field).toHaveValue("WELCOME5");
});

test("the 7-day bonus calendar opens by URL with today's bonuses claimable", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "promo-calendar");
  await openAs(page, baseURL ?? "", player, "/promotions?modal=calendar");
  const dialog = page.getByRole("dialog", { name: "Bonus calendar" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveCount(7);
  await expect(dialog.getByRole("listitem").and(page.locator('[aria-current="date"]'))).toBeVisible();
});
