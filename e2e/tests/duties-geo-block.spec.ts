// Brand-sensitive: runs in every brand, because the excluded countries are a brand setting (excludedCountryCodeList); the regional block is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { dutySettingsOf } from "./duties-helpers.ts";

const TITLE = "Site Unavailable in Your Country";

test("a visitor from an excluded country sees the geo-block page; whitelisted=1 lets them in for good", async ({ page }, testInfo) => {
  const excluded = dutySettingsOf(testInfo).excludedCountryCodeList ?? [];
  expect(excluded).toContain("US");
  await page.setExtraHTTPHeaders({ "x-sandbox-country": "US" });

  await page.goto("/");
  const heading = page.getByRole("heading", { name: TITLE });
  await expect(heading).toBeVisible();
  const blockPage = page.getByRole("main", { name: TITLE });
  await expect(blockPage).toContainText("United States (US)");
  await expect(blockPage).toContainText("VPN");
  await expect(blockPage).toContainText(/IP address/);
  await expect(blockPage).toContainText(String(new Date().getFullYear()));
  await expect(blockPage.getByRole("button", { name: "Verify my location" })).toBeVisible();

  await page.goto("/?whitelisted=1");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await page.goto("/casino");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
});

test("Saxony-Anhalt is blocked; re-verifying from Berlin lifts the block and reports the location", { tag: "@one-brand" }, async ({ page, context, request }) => {
  await page.setExtraHTTPHeaders({ "x-sandbox-country": "DE", "x-sandbox-subdivision": "ST" });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 52.52, longitude: 13.405 });
  await page.getByRole("button", { name: "Verify my location" }).click();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await expect(page.getByRole("banner")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  const reports = (await (await request.get(`/sandbox/country-blocked`)).json()) as { data: { reports: Array<{ country: string }> } };
  expect(reports.data.reports.some((r) => r.country === "DE")).toBe(true);
});
