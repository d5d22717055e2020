import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "@casino/shell";
import { failure, message, ok, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { CREATED } from "./sign-up-fixtures.ts";
import { signUpApi } from "./sign-up-test-api.ts";

beforeEach(() => {
  startAsGuest();
  localStorage.clear();
});
afterEach(startAsGuest);

const ONE_CLICK_CREATED = ok({
  ...CREATED,
  createUser: { ...CREATED.createUser, username: "lucky_otter_42", email: "lucky_otter_42@empty.casino", registrationType: "one-click", password: "Gen3rated-Pass" },
});

async function open(routes: Record<string, FakeRoute> = {}, brand: Record<string, unknown> = {}, path = "/?modal=login&tab=sign-up") {
  const api = signUpApi({ "POST /api/user/sign-up": () => ONE_CLICK_CREATED, ...routes });
  const app = renderApp(path, { fetch: api.fetch, brand: { use1ClickRegistration: true, ...brand } });
  const dialog = await screen.findByRole("dialog");
  return { ...api, ...app, dialog, user: userEvent.setup() };
}

describe("1-click registration", () => {
  it("offers One click or the e-mail form, and ends on the credentials screen without sending a password", async () => {
    const { dialog, user, calls } = await open({ "POST /api/user/send-registration-credentials": () => failure(400, "INVALID_EMAIL", "Invalid email") });
    const choice = await within(dialog).findByRole("group", { name: "How do you want to sign up?" }, { timeout: 5000 });
    expect(within(choice).getByRole("button", { name: "One click" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(choice).getByRole("button", { name: "With e-mail" }));
    expect(within(dialog).getByLabelText("E-mail")).toBeTruthy();
    await user.click(within(choice).getByRole("button", { name: "One click" }));
    const form = within(dialog).getByRole("form", { name: "Sign up" });
    expect(within(form).queryByLabelText("Password")).toBeNull();
    await user.click(within(form).getByLabelText("I am over 18 years old"));
    await user.click(within(form).getByLabelText(/I accept the/));
    await user.click(within(form).getByRole("button", { name: "Create my account in one click" }));

    expect(await within(dialog).findByText("Your account is ready")).toBeTruthy();
    expect(within(dialog).getByText("lucky_otter_42")).toBeTruthy();
    expect(within(dialog).getByText("Gen3rated-Pass")).toBeTruthy();
    const body = calls.find((c) => c.path === "/api/user/sign-up")?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("password");
    expect(body).toMatchObject({ currencyCode: "EUR", countryCode: "DE" });
    expect(useSessionStore.getState().token).toBe("tok-signed-up");

    const writeText = vi.fn().mockRejectedValueOnce(new Error("denied")).mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole("button", { name: "Copy password" }));
    expect(await within(dialog).findByText("Could not copy to the clipboard. Select the text and copy it yourself.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Copy username" }));
    expect(await within(dialog).findByText("Copied to the clipboard")).toBeTruthy();
    expect(writeText.mock.calls).toEqual([["Gen3rated-Pass"], ["lucky_otter_42"]]);

    const createObjectURL = vi.fn((_blob: Blob) => "blob:credentials");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // happy-dom would follow the download link and leave the page.
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole("button", { name: "Download as a text file" }));
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain("Password: Gen3rated-Pass");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("test-casino-login.txt");
    click.mockRestore();

    const send = within(dialog).getByRole("form", { name: "Send the login details by e-mail" });
    await user.type(within(send).getByLabelText("E-mail for your login details"), "me@example.com");
    await user.click(within(send).getByRole("button", { name: "Send by e-mail" }));
    expect(await within(send).findByText("The e-mail with your login details could not be sent. Try again later.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/user/send-registration-credentials")?.body).toEqual({
      email: "me@example.com",
      username: "lucky_otter_42",
      password: "Gen3rated-Pass",
    });

    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    // A new player's first session goes on to the onboarding tour in place of the sign-up modal.
    expect(await screen.findByRole("dialog", { name: "Welcome tour" })).toBeTruthy();
  });

  it("confirms a sent e-mail", async () => {
    const { dialog, user } = await open({ "POST /api/user/send-registration-credentials": () => message("Sent") });
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await user.click(within(form).getByLabelText("I am over 18 years old"));
    await user.click(within(form).getByLabelText(/I accept the/));
    await user.click(within(form).getByRole("button", { name: "Create my account in one click" }));
    const send = await within(dialog).findByRole("form", { name: "Send the login details by e-mail" });
    await user.type(within(send).getByLabelText("E-mail for your login details"), "me@example.com");
    await user.click(within(send).getByRole("button", { name: "Send by e-mail" }));
    expect(await within(send).findByText("We have sent your login details to me@example.com.")).toBeTruthy();
  });

  it("is not offered to a visitor whose pid is not on open1ClickRegistrationForPIDs", async () => {
    localStorage.setItem("pid", JSON.stringify({ value: "other", savedAt: Date.now() }));
    const { dialog } = await open({}, { open1ClickRegistrationForPIDs: ["p-42"] });
    await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    expect(within(dialog).queryByRole("group", { name: "How do you want to sign up?" })).toBeNull();
    expect(within(dialog).getByLabelText("Password")).toBeTruthy();
  });
});

describe("the linked-account modal", () => {
  const openLink = () => open({ "POST /api/user/sign-up": () => ok(CREATED) }, { use1ClickRegistration: false }, "/casino?modal=link-account");

  it("sends linkAccount: true and ends on the edit-profile page", async () => {
    const { dialog, user, router, calls } = await openLink();
    expect(within(dialog).getByRole("heading", { name: "Create your account" })).toBeTruthy();
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    expect(within(dialog).queryByRole("button", { name: "Already have an account? Log in" })).toBeNull();
    await user.type(within(form).getByLabelText("E-mail"), "linked@example.com");
    await user.type(within(form).getByLabelText("Password"), "secret12");
    await user.type(within(form).getByLabelText("Repeat password"), "secret12");
    fireEvent.change(within(form).getByLabelText("Date of birth"), { target: { value: "1990-05-17" } });
    await user.click(within(form).getByLabelText("I am over 18 years old"));
    await user.click(within(form).getByLabelText(/I accept the/));
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit-profile"));
    expect(calls.find((c) => c.path === "/api/user/sign-up")?.body).toMatchObject({ email: "linked@example.com", linkAccount: true });
  });

  it("goes to the edit-profile page when closed without signing up", async () => {
    const { dialog, user, router, calls } = await openLink();
    await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit-profile"));
    expect(calls.filter((c) => c.path === "/api/user/sign-up")).toHaveLength(0);
  });
});
