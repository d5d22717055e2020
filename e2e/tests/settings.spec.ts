// Brand-sensitive: runs in every brand, because the Service Unavailable page is branded (name, logo) from the brand's settings.
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";

const SETTINGS2 = "/api/core/casino/settings2";

test("a 500 from settings2 shows the branded Service Unavailable page, and Retry recovers once the fault is used up", async ({
  page,
  request,
}, testInfo) => {
  const { settings } = brandOf(testInfo);
  // The scope keeps this fault to this test's page: other tests load settings2 in parallel.
  const scope = `settings-${testInfo.testId}-${testInfo.retry}`;
  await page.setExtraHTTPHeaders({ "x-sandbox-scope": scope });
  const fault = await request.post("/sandbox/faults", { data: { path: SETTINGS2, status: 500, times: 2, scope } });
  expect(fault.status()).toBe(201);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Service Unavailable" })).toBeVisible();
  await expect(page.getByRole("img", { name: `${settings.brandName} logo` })).toBeVisible();
  await expect(page.getByText(settings.brandName, { exact: true })).toBeVisible();

  // The second answer is still a 500: the page stays.
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: "Retry" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Service Unavailable" })).toBeVisible();

  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("banner").getByRole("img", { name: `${settings.brandName} logo` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service Unavailable" })).toHaveCount(0);
  await expect(page.getByRole("main")).toBeVisible();
});

test("after a reload with the fault cleared, the site comes back", async ({ page, request }, testInfo) => {
  const scope = `settings-reload-${testInfo.testId}-${testInfo.retry}`;
  await page.setExtraHTTPHeaders({ "x-sandbox-scope": scope });
  await request.post("/sandbox/faults", { data: { path: SETTINGS2, status: 503, times: 5, scope } });
  await page.goto("/casino");
  await expect(page.getByRole("heading", { name: "Service Unavailable" })).toBeVisible();
  await request.delete(`/sandbox/faults?scope=${encodeURIComponent(scope)}`);
  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page).toHaveURL(/\/casino$/);
});
