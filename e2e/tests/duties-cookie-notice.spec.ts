// Brand-neutral: runs in curacao only, because the cookie notice reads no brand setting.
import { expect, test } from "@playwright/test";

test("the cookie notice offers accept-all and the privacy policy; once accepted it stays gone after a reload", async ({ page, context }) => {
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(notice.getByRole("button")).toHaveText(["Accept all"]);

  await notice.getByRole("button", { name: "Accept all" }).click();
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === "cookie-consent");
  expect(cookie).toMatchObject({ value: "all", sameSite: "Lax" });
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden();
});

test("the cookie notice never shows on the play page", async ({ page }) => {
  await page.goto("/play/book-of-gold");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
});
