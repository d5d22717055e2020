import { waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { fillFullForm, locationIn, openSignUp, signUpCalls } from "./sign-up-test-api.ts";

beforeEach(startAsGuest);
afterEach(() => {
  startAsGuest();
  Cookies.remove("country-code");
});

describe("a sign-up that cannot go through", () => {
  it("shows a taken e-mail at the e-mail field and keeps every typed value", async () => {
    const { dialog, user } = await openSignUp({ "POST /api/user/sign-up": () => failure(409, "EMAIL_TAKEN", "This email is already registered") });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(form).findByText("This e-mail is already registered. Log in or use another e-mail.")).toBeTruthy();
    expect(within(form).getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect((within(form).getByLabelText("E-mail") as HTMLInputElement).value).toBe("new@example.com");
    expect((within(form).getByLabelText("Password") as HTMLInputElement).value).toBe("secret12");
    expect((within(form).getByLabelText("First name") as HTMLInputElement).value).toBe("Nora");
    expect((within(form).getByLabelText("I am over 18 years old") as HTMLInputElement).checked).toBe(true);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("asks to try again later when the server fails, keeping the values", async () => {
    const { dialog, user } = await openSignUp({ "POST /api/user/sign-up": () => failure(500, "INTERNAL", "boom") });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(form).findByText("Try again later")).toBeTruthy();
    expect((within(form).getByLabelText("Date of birth") as HTMLInputElement).value).toBe("1990-05-17");
  });

  it("blocks sign-up in a country that is not open for registration, and on the server's REGISTRATION_RESTRICTED", async () => {
    const first = await openSignUp({ "GET /api/admin/get-location": () => locationIn("US") });
    expect(await within(first.dialog).findByText("Sign-up is not available in your country", undefined, { timeout: 5000 })).toBeTruthy();
    expect(within(first.dialog).queryByRole("form", { name: "Sign up" })).toBeNull();
    first.unmount();

    const { dialog, user } = await openSignUp({ "POST /api/user/sign-up": () => failure(400, "REGISTRATION_RESTRICTED", "Registration is not available") });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(dialog).findByText("Sign-up is not available in your country")).toBeTruthy();
  });


  it("closes sign-up on a mirror domain during its registration window, and sends the mirror's id otherwise", async () => {
    Cookies.set("country-code", "DE");
    const mirror = (country: string) => ({ id: 12, url: window.location.hostname, settings: { registrationConfigs: [{ country, from: "00:00", to: "00:00" }] } });
    const closed = await openSignUp({}, { mirrorDomain: [mirror("DE")] });
    expect(await within(closed.dialog).findByText("Sign-up is closed on this site right now")).toBeTruthy();
    expect(within(closed.dialog).queryByRole("form", { name: "Sign up" })).toBeNull();
    closed.unmount();

    const { dialog, user, calls } = await openSignUp({}, { mirrorDomain: [mirror("MT")] });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpCalls(calls)[0]?.body).toMatchObject({ mirrorDomainFk: 12 }));
  });
});
