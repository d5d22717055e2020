import { expect, test } from "@playwright/test";

test("switching to Arabic flips the page to right-to-left on the same path, survives a reload, then back to English", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/tournaments");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "ltr");
  const language = page.getByRole("banner").getByRole("combobox");
  await expect(language).toHaveAccessibleName("Language");
  await expect(language.getByRole("option")).toHaveCount(38);

  await language.selectOption("ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
  // Logical properties: the logo moves to the right-hand side.
  const logo = await page.getByRole("banner").getByRole("img").first().boundingBox();
  expect(logo!.x).toBeGreaterThan(640);
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe('"ar"');
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies["language-code"]).toBe("ar");
  expect(cookies["active-languages"]).toBe('["ar"]');

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(language).toHaveValue("ar");

  await language.selectOption("en");
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await page.reload();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(language).toHaveValue("en");
});

test("the content texts follow the language: a legal page's title changes without leaving the page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page.getByRole("banner").getByRole("combobox").selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole("banner").getByRole("combobox").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});
