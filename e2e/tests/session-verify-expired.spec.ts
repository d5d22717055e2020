// Brand-neutral: runs in curacao only, because the expired-link modal and its resend read no brand setting (the shell's modal at the spec's name).
import { expect, test } from "@playwright/test";
import { acceptCookies } from "./duties-helpers.ts";
import { createPlayer, linkIn, openAs, outbox } from "./players.ts";

const verificationMails = async (request: Parameters<typeof outbox>[0], email: string) =>
  (await outbox(request, email)).filter((message) => message.body.includes("verify-email")).sort((a, b) => a.id - b.id);

test("verify-email-expired resends and the outbox holds the mail", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "verify-expired");
  // The sign-up's own link first: the resend must add one, not be it.
  await expect.poll(async () => (await verificationMails(request, player.email)).length).toBe(1);
  const [signUpMail] = await verificationMails(request, player.email);

  await openAs(page, baseURL!, player, "/?modal=verify-email-expired");
  const dialog = page.getByRole("dialog", { name: "Verification link expired" });
  await dialog.getByRole("button", { name: "Resend verification e-mail" }).click();
  // The button's own "Loading" status shows while the call runs: look for the modal's status with its text.
  await expect(dialog.getByRole("status").filter({ hasText: "Verification e-mail sent. Please check your inbox." })).toBeVisible();
  await expect(dialog.getByRole("alert")).toBeEmpty();

  await expect.poll(async () => (await verificationMails(request, player.email)).length).toBe(2);
  const mails = await verificationMails(request, player.email);
  const newest = mails.at(-1)!;
  expect(newest.id).not.toBe(signUpMail!.id);
  // The sign-up's link no longer works (-> this modal again); the new one verifies (-> login).
  const old = await request.get(linkIn(signUpMail!.body, "verify-email"), { maxRedirects: 0 });
  expect(old.headers()["location"]).toContain("/?modal=verify-email-expired");
  const fresh = await request.get(linkIn(newest.body, "verify-email"), { maxRedirects: 0 });
  expect(fresh.status()).toBe(302);
  expect(fresh.headers()["location"]).toContain("/casino?modal=login");
});

test("a guest on the expired-link modal is asked to log in first, and Back returns to it", async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await page.goto("/?modal=verify-email-expired");
  const dialog = page.getByRole("dialog", { name: "Verification link expired" });
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/modal=login/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/modal=verify-email-expired/);
  await expect(dialog.getByRole("button", { name: "Log in" })).toBeVisible();
  // Nothing to resend without a session (send-verification-email needs the player's token).
  await expect(dialog.getByRole("button", { name: "Resend verification e-mail" })).toHaveCount(0);
});
