import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, fakeApi, message, ok, userDetails, type FakeReply } from "@casino/shell/test-support";
import { markOnboardingSeen } from "../onboarding/onboarding-store.ts";
import { renderApp, startAsGuest } from "../test/render-app.tsx";

beforeEach(() => {
  startAsGuest();
  // These players have seen the onboarding tour: a successful login closes the modal.
  localStorage.clear();
  markOnboardingSeen(2);
});
afterEach(startAsGuest);

const LOGIN_OK = ok({
  accessToken: "tok-new",
  lastLogin: { created_at: "2026-11-20T10:15:00.000Z", ip: "203.0.113.7", location: "Berlin, DE" },
  locale: "en",
  cpnc: null,
  userId: 2,
});

async function openLogin(routes: Parameters<typeof fakeApi>[0], path = "/?modal=login") {
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 75 })), ...routes });
  const app = renderApp(path, { fetch: api.fetch });
  const dialog = await screen.findByRole("dialog", { name: "Log in" });
  const form = await within(dialog).findByRole("form", { name: "Log in" });
  return { ...api, ...app, dialog, form, user: userEvent.setup() };
}

const loginCalls = (calls: ReturnType<typeof fakeApi>["calls"]) => calls.filter((c) => c.path === "/api/user/login");

describe("the login modal", () => {
  it("shows translated field errors and sends nothing while the form is invalid", async () => {
    const { form, user, calls } = await openLogin({});
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("Enter your e-mail")).toBeTruthy();
    expect(within(form).getByText("Enter your password")).toBeTruthy();

    await user.type(within(form).getByLabelText("E-mail"), "not-an-email");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("Enter a valid e-mail, e.g. name@example.com")).toBeTruthy();
    expect(within(form).getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it("sends the spec §7 payload once, however often the button is pressed while pending", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { form, user, calls } = await openLogin({
      "POST /api/user/login": () => new Promise<FakeReply>((resolve) => (release = resolve)),
    });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    const button = within(form).getByRole("button", { name: "Log in" });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(loginCalls(calls)).toHaveLength(1);
    expect(loginCalls(calls)[0]?.body).toMatchObject({
      email: "depositor@demo.casino",
      password: "Demo1234!",
      cpnc: null,
      mkt: null,
      userDeviceType: "desktop",
      screenResolution: expect.stringMatching(/^\d+x\d+$/) as unknown,
    });
    release(LOGIN_OK);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says the credentials are wrong at the form and keeps the typed e-mail", async () => {
    const { form, user } = await openLogin({ "POST /api/user/login": () => failure(400, "INVALID_CREDENTIALS", "Invalid email or password") });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "wrong-one");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("The e-mail or password is not correct.")).toBeTruthy();
    expect((within(form).getByLabelText("E-mail") as HTMLInputElement).value).toBe("depositor@demo.casino");
    expect(useSessionStore.getState().token).toBeNull();
  });

  it("shows a frozen account with the server's message", async () => {
    const { form, user } = await openLogin({
      "POST /api/user/login": () => failure(409, "ACCOUNT_FROZEN", "Your account is frozen until 2026-12-01 10:00 UTC"),
    });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("This account is frozen.")).toBeTruthy();
    expect(within(form).getByText("Your account is frozen until 2026-12-01 10:00 UTC")).toBeTruthy();
  });

  it("asks to try again later when the network fails, keeping what was typed", async () => {
    const { form, user } = await openLogin({ "POST /api/user/login": () => new TypeError("Failed to fetch") });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await within(form).findByText("Try again later")).toBeTruthy();
    expect((within(form).getByLabelText("E-mail") as HTMLInputElement).value).toBe("depositor@demo.casino");
    expect((within(form).getByLabelText("Password") as HTMLInputElement).value).toBe("Demo1234!");
  });

  it("signs in on success, shows the last login, closes and puts the balance in the header", async () => {
    const { form, user } = await openLogin({ "POST /api/user/login": () => LOGIN_OK });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe("tok-new"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(/Last login: .*IP 203\.0\.113\.7, Berlin, DE/)).toBeTruthy();
    const banner = await screen.findByRole("banner");
    await waitFor(() => expect(within(banner).getByTestId("header-balance").textContent).toContain("€75.00"));
  });

  it("goes on to the onboarding tour on the player's first login", async () => {
    localStorage.clear();
    const firstLogin = ok({ accessToken: "tok-new", lastLogin: null, locale: "en", cpnc: null, userId: 2 });
    const { form, user, router } = await openLogin({ "POST /api/user/login": () => firstLogin }, "/casino?sort=new&modal=login");
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("dialog", { name: "Welcome tour" })).toBeTruthy();
    expect(router.state.location.search).toEqual({ sort: "new", modal: "onboarding" });
  });

  it("does not show the tour again after a first login whose tour was done on this device", async () => {
    markOnboardingSeen(2);
    const firstLogin = ok({ accessToken: "tok-new", lastLogin: null, locale: "en", cpnc: null, userId: 2 });
    const { form, user } = await openLogin({ "POST /api/user/login": () => firstLogin });
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("goes back to the page an expired session left after login", async () => {
    const { form, user, router } = await openLogin({ "POST /api/user/login": () => LOGIN_OK }, "/?modal=login&redirect=%2Fcasino%3Fsort%3Dnew");
    await user.type(within(form).getByLabelText("E-mail"), "depositor@demo.casino");
    await user.type(within(form).getByLabelText("Password"), "Demo1234!");
    await user.click(within(form).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.href).toBe("/casino?sort=new"));
  });

  it("sends a reset link from Forgot password? and answers neutrally", async () => {
    const { dialog, form, user, calls } = await openLogin({
      "POST /api/user/forgot-password": () => message("If an account matches, we have sent instructions to reset the password"),
    });
    await user.type(within(form).getByLabelText("E-mail"), "someone@demo.casino");
    await user.click(within(form).getByRole("button", { name: "Forgot password?" }));
    const reset = within(dialog).getByRole("form", { name: "Reset your password" });
    expect((within(reset).getByLabelText("E-mail") as HTMLInputElement).value).toBe("");
    await user.type(within(reset).getByLabelText("E-mail"), "someone@demo.casino");
    await user.click(within(reset).getByRole("button", { name: "Send reset link" }));
    expect(await within(dialog).findByText(/If an account matches this e-mail, we have sent it a link/)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/user/forgot-password")?.body).toMatchObject({ email: "someone@demo.casino" });
    await user.click(within(dialog).getByRole("button", { name: "Back to log in" }));
    expect(within(dialog).getByRole("form", { name: "Log in" })).toBeTruthy();
  });
});
