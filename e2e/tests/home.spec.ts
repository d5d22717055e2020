// Brand-sensitive: runs in every brand, because it checks the brand's name, logo, theme colour, default colour scheme and the home page's sections and game rows (brand.json homeSections, homeGameCategories); the 404 journey is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { brandOf, hexToRgb } from "./brand.ts";
import { createPlayer, firstSlot, openAs } from "./players.ts";

/** The sandbox's categories by slug, as their English rows are titled. */
const CATEGORY_NAMES: Record<string, string> = { popular: "Popular", new: "New Games", slots: "Slots", "live-casino": "Live Casino" };

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

test("a guest lands on / and reaches a game from the home page's rows", async ({ page }, testInfo) => {
  const slugs = (brandOf(testInfo).settings["homeGameCategories"] as string[] | undefined) ?? ["popular", "new"];
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Hundreds of studios, thousands of games" })).toBeVisible();
  await expect(main.getByText(/1000 EUR plus 100 free spins/)).toBeVisible();
  await expect(main.getByRole("region", { name: "Win of the month" })).toContainText("€700.00");
  // The brand's rows, in its order, and no other category.
  const rows = main.getByRole("region").and(page.locator("[aria-roledescription=carousel]"));
  await expect(rows).toHaveCount(slugs.length);
  for (const [index, slug] of slugs.entries()) await expect(rows.nth(index)).toHaveAccessibleName(CATEGORY_NAMES[slug] ?? slug);
  const tile = rows.first().getByRole("group", { name: "1 of 12", exact: true }).getByRole("link");
  const href = await tile.getAttribute("href");
  expect(href).toMatch(/\/games\/.+/);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a logged-in player sees the game they just played on /", { tag: "@one-brand" }, async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "home-recent");
  const game = await firstSlot(request);
  await openAs(page, baseURL ?? "", player, `/play/${game.slug}`);
  await page.getByRole("button", { name: "Accept and play" }).click();
  await expect(page.getByTitle(game.name, { exact: true })).toBeVisible();
  await page.goto("/");
  const recent = page.getByRole("main").getByRole("region", { name: "Recently played", exact: true });
  await expect(recent.getByRole("link", { name: game.name })).toBeVisible();
});
