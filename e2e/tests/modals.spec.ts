// Brand-neutral: runs in curacao only, because the ?modal= host and its history handling read no brand setting.
import { expect, test, type Page } from "@playwright/test";

const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Log in" });

test("a modal opened by URL closes with Escape, keeping the other search parameters", async ({ page }) => {
  await page.goto("/?modal=login&cpnc=spring");
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/\?cpnc=spring$/);
});

test("a modal opened by URL closes on a backdrop click", async ({ page }) => {
  await page.goto("/?modal=login");
  await expect(loginDialog(page)).toBeVisible();
  // The top-left corner is the dialog's ::backdrop, outside its panel.
  await page.mouse.click(4, 4);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
});

test("the browser Back button closes a modal opened by URL", async ({ page }) => {
  await page.goto("/");
  await page.goto("/?modal=login");
  await expect(loginDialog(page)).toBeVisible();
  await page.goBack();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
});

test("opening a modal in the app pushes history: Back closes it, Forward reopens it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\?modal=login$/);
  await page.goBack();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await page.goForward();
  await expect(loginDialog(page)).toBeVisible();
});

test("an unknown modal name is ignored", async ({ page }) => {
  await page.goto("/?modal=no-such-modal");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
