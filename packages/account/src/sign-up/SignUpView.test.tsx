import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { ok, type FakeReply } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { CREATED, REGISTRATION_FIELDS } from "./sign-up-fixtures.ts";
import { fillFullForm, openSignUp, signUpCalls } from "./sign-up-test-api.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

describe("the sign-up form", () => {
  it("shows only the fields the registration-fields map shows, the visitor's country preselected", async () => {
    const { dialog } = await openSignUp({ "GET /api/admin/get-registration-fields": () => ok({ ...REGISTRATION_FIELDS, firstName: 0, username: 1 }) });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    expect(within(form).queryByLabelText("First name")).toBeNull();
    expect(within(form).queryByLabelText("Nickname")).toBeNull();
    expect(within(form).queryByLabelText("Address")).toBeNull();
    expect(within(form).getByLabelText("Username")).toBeTruthy();
    expect(within(form).getByLabelText("Last name")).toBeTruthy();
    expect((within(form).getByLabelText("Country") as HTMLSelectElement).value).toBe("DE");
    expect((within(form).getByLabelText("Phone code") as HTMLSelectElement).value).toBe("+49");
    const phoneCodes = within(within(form).getByLabelText("Phone code")).getAllByRole("option").map((o) => o.textContent);
    expect(phoneCodes).toEqual(["+", "+1", "+49", "+356"]);
    const dob = within(form).getByLabelText("Date of birth") as HTMLInputElement;
    expect(dob.type).toBe("date");
    expect(Number(dob.max.slice(0, 4)) - Number(dob.min.slice(0, 4))).toBe(82);
  });

  it("opens on ?modal=login&tab=sign-up and goes back to the login form, tracking the unfinished registration", async () => {
    const { dialog, user, calls } = await openSignUp();
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await user.type(within(form).getByLabelText("E-mail"), "half@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Already have an account? Log in" }));
    expect(within(dialog).getByRole("form", { name: "Log in" })).toBeTruthy();
    const logged = () => calls.filter((c) => c.path === "/api/user/log-event").map((c) => (c.body as { event?: string }).event);
    await waitFor(() => expect(logged()).toContain("registration_unfinished"));
  });

  it("puts translated messages at the fields and sends nothing while the form is invalid", async () => {
    const { dialog, user, calls } = await openSignUp();
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    const email = within(form).getByLabelText("E-mail");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getAllByText("This field is required").length).toBeGreaterThan(1);
    expect(within(form).getAllByText("Please tick this box to continue")).toHaveLength(2);

    await user.type(email, "nope");
    await user.type(within(form).getByLabelText("Password"), "abc");
    await user.type(within(form).getByLabelText("Repeat password"), "abd");
    fireEvent.change(within(form).getByLabelText("Date of birth"), { target: { value: "2015-01-01" } });
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(form).findByText("Enter a valid e-mail, e.g. name@example.com")).toBeTruthy();
    expect(within(form).getByText("The password needs at least 6 characters")).toBeTruthy();
    expect(within(form).getByText("Invalid date of birth: you must be at least 18")).toBeTruthy();
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("sends the spec §3 payload once, however often it is pressed while pending, and signs the player in", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { dialog, user, calls } = await openSignUp({ "POST /api/user/sign-up": () => new Promise<FakeReply>((resolve) => (release = resolve)) });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByLabelText("Send me news and offers by e-mail"));
    const button = within(form).getByRole("button", { name: "Create account" });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.click(button);
    await user.keyboard("{Enter}");
    release(ok(CREATED));
    await waitFor(() => expect(useSessionStore.getState().token).toBe("tok-signed-up"));
    expect(signUpCalls(calls)).toHaveLength(1);
    expect(signUpCalls(calls)[0]?.body).toMatchObject({
      email: "new@example.com",
      password: "secret12",
      firstName: "Nora",
      lastName: null,
      dateOfBirth: "1990-05-17",
      countryCode: "DE",
      currencyCode: "EUR",
      gender: "Not to say",
      preferredLanguage: "en",
      uniqueKey: expect.any(String) as unknown,
      userUUID: expect.any(String) as unknown,
      userDeviceType: "desktop",
      screenResolution: expect.stringMatching(/^\d+x\d+$/) as unknown,
      linkAccount: false,
      newsLetter: true,
      subscribe: true,
    });
    expect(signUpCalls(calls)[0]?.body).not.toHaveProperty("confirmPassword");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/user/log-event" && (c.body as { event?: string }).event === "registration_finished")).toBe(true));
    // A new player's first session goes on to the onboarding tour in place of the sign-up modal.
    expect(await screen.findByRole("dialog", { name: "Welcome tour" })).toBeTruthy();
  });

  it("shows the short form with emailPhoneRegistration and asks for an e-mail or a phone", async () => {
    const { dialog, user, calls } = await openSignUp({}, { emailPhoneRegistration: true });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    expect(within(form).queryByLabelText("Date of birth")).toBeNull();
    await user.type(within(form).getByLabelText("Password"), "secret12");
    await user.click(within(form).getByLabelText("I am over 18 years old"));
    await user.click(within(form).getByLabelText(/I accept the/));
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(form).findByText("Enter an e-mail or a phone number")).toBeTruthy();
    await user.type(within(form).getByLabelText("Phone number"), "1701234567");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpCalls(calls)).toHaveLength(1));
    expect(signUpCalls(calls)[0]?.body).toMatchObject({ email: null, phoneCode: "+49", phone: "1701234567", password: "secret12" });
  });

  it("holds the player when holdUserOnRegistration is set", async () => {
    const { dialog, user } = await openSignUp({}, { holdUserOnRegistration: true });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(dialog).findByText("Your account has been created")).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(within(dialog).getByRole("form", { name: "Log in" })).toBeTruthy();
  });

  it("goes to the goToPageAfterRegistration page", async () => {
    const { dialog, user, router } = await openSignUp({}, { goToPageAfterRegistration: "promotions" });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/promotions"));
  });
});

