// Brand-sensitive: runs in every brand, because the way to the rewards follows the brand: the lobby's and the promotions' paths (noir serves them at /games and /offers), its header and its navigation system.
import { expect, test } from "@playwright/test";
import { acceptCookies } from "./duties-helpers.ts";
import { pathOf } from "./brand.ts";
import { createPlayer, openAs } from "./players.ts";

test("the welcome offer leads to the welcome bonus, and the promotions open at the brand's path", async ({ page, baseURL }, testInfo) => {
  await acceptCookies(page.context(), baseURL ?? "");
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await page.getByRole("link", { name: "Claim your bonus" }).click();
  await expect(page).toHaveURL(/\/promotion\/welcome-offer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome offer" })).toBeVisible();

  const promotions = pathOf(testInfo, "promotions", "/promotions");
  // Its own HTML asks for the promotions page's chunk with the entry, once its first paint is on screen (index.html, for every other path, does not).
  const html = await (await page.request.get(promotions, { headers: { accept: "text/html" } })).text();
  expect(html).toMatch(/data-app-preloads="[^"]*\/assets\/promotions-page-[\w-]+\.js[^"]*"/);
  expect(await (await page.request.get("/", { headers: { accept: "text/html" } })).text()).not.toContain("promotions-page-");
  await page.goto(promotions);
  await expect(page).toHaveURL(new RegExp(`${promotions}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Welcome offer" })).toHaveAttribute("href", "/promotion/welcome-offer");
});

test("a player's header leads to My bonuses", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "rewards-header");
  await openAs(page, baseURL ?? "", player, "/");
  await page.getByRole("banner").getByRole("link", { name: "Rewards", exact: true }).click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(page.getByRole("heading", { level: 1, name: "My bonuses" })).toBeVisible();
  await expect(page.getByText("You have no bonuses yet.")).toBeVisible();
});
