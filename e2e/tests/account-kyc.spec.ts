// Brand-sensitive: runs in every brand, because the deposit-first rule is a brand setting (allowKYCBeforeDeposit) and the KYC page sits in the brand's profile layout.
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { createPlayer, depositByBankTransfer } from "./players.ts";

/** A real 1x1 PNG, so the sandbox's content check (magic bytes) accepts it. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("a new player uploads a document, sees it in review and then approved without reloading", async ({ page, request, context, baseURL }, testInfo) => {
  const { sandboxUrl, settings } = brandOf(testInfo);
  const player = await createPlayer(request, "kyc");
  if (!(settings as { allowKYCBeforeDeposit?: boolean }).allowKYCBeforeDeposit) await depositByBankTransfer(request, player);
  await context.addCookies([{ name: "token", value: player.token, url: baseURL!, sameSite: "Lax" }]);

  await page.goto("/profile/verify");
  await expect(page.getByRole("heading", { level: 1, name: "Verification" })).toBeVisible();
  await expect(page.getByText("Not verified")).toBeVisible();
  const identity = page.getByRole("listitem", { name: "Identity proof" });
  const input = identity.getByLabel("Choose a file: Identity proof");

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a document") });
  await expect(identity.getByRole("alert")).toHaveText("Only jpg, pdf, png accepted");

  await input.setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(identity.getByRole("img", { name: "Preview of passport.png" })).toBeVisible();
  await identity.getByRole("button", { name: "Upload document" }).click();

  await expect(identity.getByText("In review")).toBeVisible();
  await expect(identity.getByText("passport.png")).toBeVisible();
  await expect(page.getByText("We review documents within 24 hours.")).toBeVisible();

  const review = await request.post(`${sandboxUrl}/sandbox/kyc/${player.userId}/review`, { data: { decision: "approve" } });
  expect(review.ok()).toBe(true);

  // The page polls while a document is in review: no reload.
  await expect(identity.getByText("Approved")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Verified")).toBeVisible();
  await expect(page.getByText("We review documents within 24 hours.")).toHaveCount(0);
  await expect(page.getByText("Your verification status is being updated")).toHaveCount(0);
});

test("a player without a deposit is sent to the deposit page when the brand wants a deposit first", async ({ page, request, context, baseURL }, testInfo) => {
  test.skip(Boolean((brandOf(testInfo).settings as { allowKYCBeforeDeposit?: boolean }).allowKYCBeforeDeposit), "this brand opens KYC before a deposit");
  const player = await createPlayer(request, "kyc");
  await context.addCookies([{ name: "token", value: player.token, url: baseURL!, sameSite: "Lax" }]);

  await page.goto("/profile2/verification");
  await expect(page.getByRole("heading", { name: "Verification opens after your first deposit" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Identity proof" })).toHaveCount(0);
  await page.getByRole("link", { name: "Make a deposit" }).click();
  await expect(page).toHaveURL(/\/deposit$/);
});
