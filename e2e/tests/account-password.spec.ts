// Brand-sensitive: runs in every brand, because its journeys are gated by brand settings (verifyEmailStatusOnLogin, useSMSResetPassword, useMultiWallet).
import { expect, test } from "@playwright/test";
import { brandOf } from "./brand.ts";
import { createPlayer, linkIn, outbox, verifyEmail } from "./players.ts";

test("password reset by e-mail: the link from the outbox sets a new password, which then logs in", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "reset");
  await verifyEmail(request, player.email);
  await page.goto("/?modal=login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  // Brands with useSMSResetPassword start on the SMS form.
  const byEmail = dialog.getByRole("button", { name: "By e-mail" });
  if (await byEmail.isVisible()) await byEmail.click();
  const form = dialog.getByRole("form", { name: "Reset your password" });
  await form.getByLabel("E-mail").fill(player.email);
  await form.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toContainText("If an account matches this e-mail");

  let link = "";
  await expect
    .poll(async () => {
      const message = (await outbox(request, player.email)).find((m) => m.body.includes("modal=reset-password"));
      link = message ? linkIn(message.body, "modal=reset-password") : "";
      return link.startsWith(`${baseURL}/`);
    })
    .toBe(true);

  await page.goto(link);
  const reset = page.getByRole("dialog", { name: "Set a new password" });
  await reset.getByLabel("New password", { exact: true }).fill("Changed123!");
  await reset.getByLabel("Repeat the new password").fill("Changed123!");
  await reset.getByRole("button", { name: "Save the new password" }).click();

  await expect(page).toHaveURL(/\/casino\?modal=login$/);
  const login = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await login.getByLabel("E-mail").fill(player.email);
  await login.getByLabel("Password").fill(player.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByRole("alert")).toHaveText("The e-mail or password is not correct.");
  await login.getByLabel("Password").fill("Changed123!");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
});

test("verifyEmailStatusOnLogin: an unverified player is turned back with a new link, and gets in once verified", async ({ page, request }, testInfo) => {
  test.skip(!brandOf(testInfo).settings.verifyEmailStatusOnLogin, "the brand lets unverified players in");
  const player = await createPlayer(request, "unverified");
  const sentAtSignUp = (await outbox(request, player.email)).length;
  await page.goto("/?modal=login");
  const login = page.getByRole("dialog", { name: "Log in" }).getByRole("form", { name: "Log in" });
  await login.getByLabel("E-mail").fill(player.email);
  await login.getByLabel("Password").fill(player.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(login.getByRole("alert")).toContainText("Your e-mail address is not verified yet.");
  await expect(login.getByRole("alert")).toContainText("We have sent you a new verification link");
  await expect(page.getByRole("banner").getByTestId("header-balance")).toHaveCount(0);
  await expect.poll(async () => (await outbox(request, player.email)).length).toBe(sentAtSignUp + 1);

  await verifyEmail(request, player.email);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
});

test("password reset by SMS: the texted code sets a new password (useSMSResetPassword)", async ({ page, request }, testInfo) => {
  test.skip(!brandOf(testInfo).settings.useSMSResetPassword, "the brand resets by e-mail only");
  const phone = `151${String(Date.now()).slice(-8)}`;
  const player = await createPlayer(request, "sms", { phoneCode: "+49", phone });
  await verifyEmail(request, player.email);
  await page.goto("/?modal=login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await expect(dialog.getByRole("button", { name: "By SMS" })).toHaveAttribute("aria-pressed", "true");
  const phoneForm = dialog.getByRole("form", { name: "Reset your password by SMS" });
  await phoneForm.getByLabel("Phone code").selectOption("+49");
  await phoneForm.getByLabel("Phone number").fill(phone);
  await phoneForm.getByRole("button", { name: "Send code" }).click();

  const codeForm = dialog.getByRole("form", { name: "Set a new password" });
  await expect(codeForm).toContainText(`+49 ${phone}`);
  let code = "";
  await expect
    .poll(async () => {
      code = (await outbox(request, `+49${phone}`)).map((m) => m.body.match(/code: (\d{6})/)?.[1]).find(Boolean) ?? "";
      return code.length;
    })
    .toBe(6);
  await codeForm.getByLabel("Code").fill(code);
  await codeForm.getByLabel("New password", { exact: true }).fill("Texted123!");
  await codeForm.getByLabel("Confirm new password").fill("Texted123!");
  await codeForm.getByRole("button", { name: "Set new password" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Your password has been changed. Log in with your new password.");
  await dialog.getByRole("button", { name: "Back to log in" }).first().click();

  const login = dialog.getByRole("form", { name: "Log in" });
  await login.getByLabel("E-mail").fill(player.email);
  await login.getByLabel("Password").fill("Texted123!");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
});

test("the header balance opens the cash, bonus and total wallets (useMultiWallet)", async ({ page, request, context, baseURL }, testInfo) => {
  test.skip(!brandOf(testInfo).settings.useMultiWallet, "the brand shows one balance");
  const player = await createPlayer(request, "wallets");
  await context.addCookies([{ name: "token", value: player.token, url: baseURL!, sameSite: "Lax" }]);
  await page.goto("/");
  const balance = page.getByRole("banner").getByRole("button", { name: /^Balance .*: show wallets$/ });
  await balance.click();
  const wallets = page.getByRole("banner").getByRole("definition");
  await expect(wallets).toHaveCount(3);
  await expect(page.getByRole("banner").getByRole("term")).toHaveText(["Cash", "Bonus", "Total"]);
  await page.keyboard.press("Escape");
  await expect(balance).toHaveAttribute("aria-expanded", "false");
  await expect(balance).toBeFocused();
});
