// Brand-sensitive: runs in every brand, because the inactivity timeout is a brand setting (inactivitySessionTimeout); the stored-notice journey is tagged @one-brand.
import { expect, test } from "@playwright/test";
import { acceptCookies, dutySettingsOf, loginAs } from "./duties-helpers.ts";

test("after the inactivity timeout the session ends and the session-ended notice shows, once", async ({ page, context, request, baseURL }, testInfo) => {
  const minutes = dutySettingsOf(testInfo).inactivitySessionTimeout ?? 30;
  await page.clock.install();
  await acceptCookies(context, baseURL!);
  await loginAs(request, context, baseURL!);
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByTestId("header-balance")).toBeVisible();

  // The timer starts in a chunk loaded beside the page (SessionDuties): a jump taken before it started only moves
  // its starting point, so the jump is taken again until the session has ended.
  const dialog = page.getByRole("dialog", { name: "Session ended" });
  await expect(async () => {
    await page.clock.fastForward(`${Math.max(minutes, 2) + 1}:00`);
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(dialog).toContainText("inactive for too long");
  await expect(dialog.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(banner.getByTestId("header-balance")).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === "token")).toBe(false);

  // The stored reason was shown once: a reload is a plain guest visit.
  await page.reload();
  await expect(banner.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Session ended" })).toHaveCount(0);
});

test("a stored session end shows its notice after a reload; Log in opens the login modal", { tag: "@one-brand" }, async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  // The shell duties load just after first paint; their page-view event says they have started (and found nothing
  // stored) before the reason goes in.
  const dutiesStarted = page.waitForRequest((request) => request.url().includes("/api/user/log-event"));
  await page.goto("/casino");
  await expect(page.getByRole("banner")).toBeVisible();
  await dutiesStarted;
  await page.evaluate(() => {
    localStorage.setItem("sessionTerminationReason", "USER_INACTIVITY_TIMEOUT");
    localStorage.setItem("sessionTerminationTime", new Date().toISOString());
  });
  await page.reload();
  const dialog = page.getByRole("dialog", { name: "Session ended" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/modal=login/);
  expect(await page.evaluate(() => localStorage.getItem("sessionTerminationReason"))).toBeNull();
});
