import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { failure, fakeApi, message, ok, userDetails, type FakeRoute } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";

afterEach(() => startSession(null));

const unverified = () => ok({ ...userDetails(), email: "fiona@example.com", isEmailVerified: false });

function open(routes: Record<string, FakeRoute>, token: string | null = "tok") {
  startSession(token);
  const api = fakeApi({ "GET /api/user/get-user-details": unverified, ...routes });
  const view = renderApp("/?modal=verify-email-expired", { fetch: api.fetch });
  const sends = () => api.calls.filter((call) => call.path === "/api/user/send-verification-email");
  return { ...api, ...view, sends };
}

describe("?modal=verify-email-expired", () => {
  it("explains the expired link and sends a new one for a logged-in player", async () => {
    const { sends } = open({ "POST /api/user/send-verification-email": () => message("Verification e-mail sent") });
    await screen.findByRole("dialog", { name: "Verification link expired" });
    expect(await screen.findByText(/has expired or was already used/)).toBeTruthy();
    expect(await screen.findByText("We can send a new link to fiona@example.com.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByText(/Verification e-mail sent/)).toBeTruthy();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.body).toEqual({ redirectBase: window.location.origin });
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("sends one e-mail for two clicks in a row, before the page has redrawn", async () => {
    const { sends } = open({ "POST /api/user/send-verification-email": () => message("Verification e-mail sent") });
    const button = await screen.findByRole("button", { name: "Resend verification e-mail" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText(/Verification e-mail sent/)).toBeTruthy();
    expect(sends()).toHaveLength(1);
  });

  it("shows the failure message (spec §8) and lets the player try again", async () => {
    let answer = failure(500, "INTERNAL", "Internal server error");
    const { sends } = open({ "POST /api/user/send-verification-email": () => answer });
    await userEvent.click(await screen.findByRole("button", { name: "Resend verification e-mail" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Verification email not sent");
    answer = message("Verification e-mail sent");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Verification e-mail sent/)).toBeTruthy();
    expect(sends()).toHaveLength(2);
  });

  it("says so when the address was verified meanwhile, without a resend button", async () => {
    open({ "POST /api/user/send-verification-email": () => failure(409, "EMAIL_ALREADY_VERIFIED") });
    await userEvent.click(await screen.findByRole("button", { name: "Resend verification e-mail" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("already verified"));
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    // The body's own Close beside the dialog's.
    expect(screen.getAllByRole("button", { name: "Close" })).toHaveLength(2);
  });

  it("asks a guest to log in (the login modal opens over it) and sends nothing", async () => {
    const { sends, router } = open({}, null);
    await screen.findByRole("dialog", { name: "Verification link expired" });
    expect(screen.queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ modal: "login" }));
    expect(sends()).toHaveLength(0);
  });
});
