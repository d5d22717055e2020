// Brand-sensitive: runs in every brand, because it checks the brand's name, logo, theme colour and default colour scheme; the 404 journey is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { brandOf, hexToRgb } from "./brand.ts";

test("the home page shows the brand's name, logo and theme colour", async ({ page }, testInfo) => {
  const { settings } = brandOf(testInfo);
  await page.goto("/");
  await expect(page).toHaveTitle(settings.brandName);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: settings.brandName })).toBeVisible();
  await expect(banner.getByRole("img", { name: `${settings.brandName} logo` })).toBeVisible();
  const brandMark = page.getByTestId("brand-mark");
  await expect(brandMark).toHaveCSS("background-color", hexToRgb(settings.themeColor));
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the brand's default colour scheme applies", async ({ page }, testInfo) => {
  const { settings } = brandOf(testInfo);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-color-scheme", settings.defaultThemeMode);
});

test("an unknown path shows the 404 page and Go Home returns to /", { tag: "@one-brand" }, async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
});
