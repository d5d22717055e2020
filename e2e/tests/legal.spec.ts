// Brand-sensitive: runs in every brand, because the legal texts carry the brand's name.
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";

test("a legal page shows its sanitised content under its title, reached from the footer", async ({ page }, testInfo) => {
  const { brandName } = brandOf(testInfo).settings;
  await page.goto("/");
  const link = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" });
  // By keyboard: another overlay (the cookie notice) may sit over the footer.
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/privacy-policy$/);

  const article = page.getByRole("article", { name: "Privacy Policy" });
  await expect(article.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(article.getByRole("heading", { level: 2, name: "1. Data we collect" })).toBeVisible();
  await expect(article.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle(`Privacy Policy | ${brandName}`);

  const unsafe = await article.evaluate((el) =>
    [...el.querySelectorAll("*")].filter(
      (node) => ["SCRIPT", "IFRAME", "STYLE"].includes(node.tagName) || [...node.attributes].some((a) => a.name.startsWith("on")),
    ).length,
  );
  expect(unsafe).toBe(0);
});

test("every legal page has its content", async ({ page }) => {
  for (const slug of ["terms-and-conditions", "aml-policy", "responsible-gambling", "kyc-refund-policy", "bonus-terms", "legal-use-of-website"]) {
    await page.goto(`/${slug}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  }
});
