import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, message, ok, userDetails, type FakeReply } from "@casino/shell/test-support";
import { markOnboardingSeen } from "../onboarding/onboarding-store.ts";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { resetRecaptcha } from "./recaptcha.ts";

beforeEach(() => {
  startAsGuest();
  // These players have seen the onboarding tour: a successful login closes the modal.
  localStorage.clear();
  markOnboardingSeen(2);
});
afterEach(() => {
  startAsGuest();
  resetRecaptcha();
  delete window.grecaptcha;
});

const LOGIN_OK = ok({ accessToken: "tok-new", lastLogin: null, locale: "en", cpnc: null, userId: 2 });

/** Logs in through the modal of a brand with `brand` settings; `user` is the get-user-details answer. */
async function logInWith(brand: Record<string, unknown>, user: Record<string, unknown>) {
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(user),
    "POST /api/user/login": () => LOGIN_OK,
    "POST /api/user/logout": () => message("Logged out"),
    "POST /api/user/send-verification-email": () => message("Verification email sent"),
  });
  renderApp("/?modal=login", { fetch: api.fetch, brand });
  const dialog = await screen.findByRole("dialog", { name: "Log in" });
  const form = await within(dialog).findByRole("form", { name: "Log in" });
  const actor = userEvent.setup();
  await actor.type(within(form).getByLabelText("E-mail"), "player@example.com");
  await actor.type(within(form).getByLabelText("Password"), "Secret123!");
  await actor.click(within(form).getByRole("button", { name: "Log in" }));
  return { ...api, form };
}

const paths = (calls: ReturnType<typeof fakeApi>["calls"]) => calls.map((c) => `${c.method} ${c.path}`);

describe("login settings", () => {
  it("sends the reCAPTCHA token of the login action when the brand has a site key", async () => {
    window.grecaptcha = { ready: (callback) => callback(), execute: async (key, { action }) => `captcha:${key}:${action}` };
    const { calls } = await logInWith({ reCaptchaSiteKey: "brand-site-key" }, userDetails());
    await waitFor(() => expect(useSessionStore.getState().token).toBe("tok-new"));
    expect(calls.find((c) => c.path === "/api/user/login")?.body).toMatchObject({ recaptchaToken: "captcha:brand-site-key:login" });
  });

  it("sends no reCAPTCHA token without a site key", async () => {
    const { calls } = await logInWith({}, userDetails());
    await waitFor(() => expect(useSessionStore.getState().token).toBe("tok-new"));
    expect(calls.find((c) => c.path === "/api/user/login")?.body).not.toHaveProperty("recaptchaToken");
  });

  it("with verifyEmailStatusOnLogin turns an unverified player back, sends a new link and ends the session", async () => {
    const { calls, form } = await logInWith({ verifyEmailStatusOnLogin: true }, { ...userDetails(), isEmailVerified: false });
    expect(await within(form).findByText("Your e-mail address is not verified yet.")).toBeTruthy();
    expect(within(form).getByText("We have sent you a new verification link: open it, then log in.")).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    const sent = paths(calls);
    expect(sent.indexOf("POST /api/user/send-verification-email")).toBeLessThan(sent.indexOf("POST /api/user/logout"));
    expect(sent).toContain("POST /api/user/logout");
    expect(screen.getByRole("dialog", { name: "Log in" })).toBeTruthy();
  });

  it("with verifyEmailStatusOnLogin lets a verified player in", async () => {
    const { calls } = await logInWith({ verifyEmailStatusOnLogin: true }, userDetails());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useSessionStore.getState().token).toBe("tok-new");
    expect(paths(calls)).not.toContain("POST /api/user/send-verification-email");
  });

  it("with verifyEmailStatusOnLogin lets in a player whose e-mail is a placeholder (no e-mail)", async () => {
    await logInWith({ verifyEmailStatusOnLogin: true }, { ...userDetails(), email: "p123@empty.casino", isEmailVerified: false });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useSessionStore.getState().token).toBe("tok-new");
  });
});

describe("password reset by SMS (useSMSResetPassword)", () => {
  const DE = { code: "DE", name: "Germany", phoneCode: "+49", flag: "🇩🇪" };
  const countries = ok({ countries: { rows: [DE], count: 1 }, allCountries: [DE, { ...DE, code: "AX", name: "Åland", phoneCode: "+358" }] });

  async function openSmsReset(reset: () => FakeReply) {
    const api = fakeApi({
      "GET /api/admin/get-all-country": () => countries,
      "POST /api/user/forgot-password": () => message("If an account matches, we have sent a code"),
      "POST /api/user/reset-password": reset,
    });
    renderApp("/?modal=login", { fetch: api.fetch, brand: { useSMSResetPassword: true } });
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    const actor = userEvent.setup();
    await actor.click(await within(dialog).findByRole("button", { name: "Forgot password?" }));
    return { ...api, dialog, actor };
  }

  it("texts a code to the phone, then sets the new password with it", async () => {
    const { dialog, actor, calls } = await openSmsReset(() => ok({ redirectTo: "/casino?modal=login" }));
    expect(within(dialog).getByRole("button", { name: "By SMS" }).getAttribute("aria-pressed")).toBe("true");
    const phoneForm = within(dialog).getByRole("form", { name: "Reset your password by SMS" });
    await within(phoneForm).findByRole("option", { name: "+49" });
    expect(within(phoneForm).queryByRole("option", { name: "+358" })).toBeNull();
    await actor.selectOptions(within(phoneForm).getByLabelText("Phone code"), "+49");
    await actor.type(within(phoneForm).getByLabelText("Phone number"), "15123456789");
    await actor.click(within(phoneForm).getByRole("button", { name: "Send code" }));

    const codeForm = await within(dialog).findByRole("form", { name: "Set a new password" });
    await actor.type(within(codeForm).getByLabelText("Code"), "12345");
    await actor.type(within(codeForm).getByLabelText("New password"), "NewSecret1");
    await actor.type(within(codeForm).getByLabelText("Confirm new password"), "NewSecret2");
    await actor.click(within(codeForm).getByRole("button", { name: "Set new password" }));
    expect(await within(codeForm).findByText("Enter the 6-digit code from the text message")).toBeTruthy();
    await actor.type(within(codeForm).getByLabelText("Code"), "6");
    await actor.click(within(codeForm).getByRole("button", { name: "Set new password" }));
    expect(await within(codeForm).findByText("Passwords must match")).toBeTruthy();

    await actor.clear(within(codeForm).getByLabelText("Confirm new password"));
    await actor.type(within(codeForm).getByLabelText("Confirm new password"), "NewSecret1");
    await actor.click(within(codeForm).getByRole("button", { name: "Set new password" }));
    expect(await within(dialog).findByText("Your password has been changed. Log in with your new password.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/user/forgot-password")?.body).toEqual({ phoneCode: "+49", phone: "15123456789" });
    expect(calls.find((c) => c.path === "/api/user/reset-password")?.body).toEqual({
      phoneCode: "+49",
      phone: "15123456789",
      code: "123456",
      newPassword: "NewSecret1",
    });
  });

  it("says a wrong code is not valid and keeps what was typed", async () => {
    const { dialog, actor } = await openSmsReset(() => failure(400, "INVALID_RESET_TOKEN", "Invalid code"));
    const phoneForm = within(dialog).getByRole("form", { name: "Reset your password by SMS" });
    await within(phoneForm).findByRole("option", { name: "+49" });
    await actor.selectOptions(within(phoneForm).getByLabelText("Phone code"), "+49");
    await actor.type(within(phoneForm).getByLabelText("Phone number"), "15123456789");
    await actor.click(within(phoneForm).getByRole("button", { name: "Send code" }));
    const codeForm = await within(dialog).findByRole("form", { name: "Set a new password" });
    await actor.type(within(codeForm).getByLabelText("Code"), "999999");
    await actor.type(within(codeForm).getByLabelText("New password"), "NewSecret1");
    await actor.type(within(codeForm).getByLabelText("Confirm new password"), "NewSecret1");
    await actor.click(within(codeForm).getByRole("button", { name: "Set new password" }));
    expect(await within(codeForm).findByText("The code is not valid or has expired. Ask for a new one.")).toBeTruthy();
    expect((within(codeForm).getByLabelText("Code") as HTMLInputElement).value).toBe("999999");
  });

  it("still offers the e-mail link", async () => {
    const { dialog, actor } = await openSmsReset(() => ok({ redirectTo: "/" }));
    await actor.click(within(dialog).getByRole("button", { name: "By e-mail" }));
    expect(within(dialog).getByRole("form", { name: "Reset your password" })).toBeTruthy();
  });
});
