import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, failure, ok } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { landingLocation, safeRedirectPath } from "./auth-landing.ts";

afterEach(() => startSession(null));

describe("auth landings (spec §2)", () => {
  it.each([
    ["/casino?modal=login", { to: "/casino", search: { modal: "login" } }],
    ["/?modal=verify-email-expired", { to: "/", search: { modal: "verify-email-expired" } }],
    ["https://elsewhere.example/x?modal=login", { to: "/", search: { modal: "login" } }],
  ])("%s -> %j", (target, expected) => {
    expect(landingLocation(target)).toEqual(expected);
  });

  it.each([
    ["/profile?tab=1", "/profile?tab=1"],
    ["//evil.example", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example", undefined],
    [undefined, undefined],
  ])("follows redirect %j as %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ["verified", "/casino", { modal: "login" }],
    ["expired", "/", { modal: "verify-email-expired" }],
  ])("the verification link (%s) lands where the API says", async (result, pathname, search) => {
    const redirectTo = result === "verified" ? "/casino?modal=login" : "/?modal=verify-email-expired";
    const { fetch, calls } = fakeApi({ "POST /api/user/verify-email": () => ok({ result, redirectTo }) });
    const { router, history } = renderApp("/verify-email?token=tok", { fetch });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toEqual(search);
    expect(calls.find((c) => c.path === "/api/user/verify-email")?.body).toEqual({ token: "tok" });
    expect(history.length).toBe(1);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("in the design setup the landings live under /design", async () => {
    const { fetch } = fakeApi({ "POST /api/user/verify-email": () => ok({ result: "verified", redirectTo: "/casino?modal=login" }) });
    const { history } = renderApp("/design/verify-email?token=tok", { fetch, brand: { designSetup: true } });
    await waitFor(() => expect(`${history.location.pathname}${history.location.search}`).toBe("/design/casino?modal=login"));
  });

  it("the reset link's modal saves the new password, then opens login on the casino page", async () => {
    const { fetch, calls } = fakeApi({ "POST /api/user/reset-password": () => ok({ redirectTo: "/casino?modal=login" }) });
    const { router } = renderApp("/?modal=reset-password&token=reset-1", { fetch });
    await userEvent.type(await screen.findByLabelText("New password"), "secret1");
    await userEvent.type(screen.getByLabelText("Repeat the new password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/casino"));
    expect(router.state.location.search).toEqual({ modal: "login" });
    expect(calls.find((c) => c.path === "/api/user/reset-password")?.body).toEqual({ token: "reset-1", newPassword: "secret1" });
  });

  it("the reset modal checks the passwords first and shows the server's refusal", async () => {
    const { fetch, calls } = fakeApi({
      "POST /api/user/reset-password": () => failure(400, "RESET_TOKEN_EXPIRED", "This reset link or code has expired"),
    });
    renderApp("/?modal=reset-password&token=old", { fetch });
    await userEvent.type(await screen.findByLabelText("New password"), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("The password needs at least 6 characters")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/user/reset-password")).toBe(false);

    await userEvent.type(screen.getByLabelText("New password"), "defgh");
    await userEvent.type(screen.getByLabelText("Repeat the new password"), "abcdefgh");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("This reset link or code has expired")).toBeTruthy();
  });

  it("the reset modal applies the brand's password rules (formFieldsValidation)", async () => {
    const { fetch, calls } = fakeApi({ "POST /api/user/reset-password": () => ok({ redirectTo: "/casino?modal=login" }) });
    renderApp("/?modal=reset-password&token=t-2", {
      fetch,
      brand: { formFieldsValidation: { password: { minLength: 8, requireUppercase: true } } },
    });
    await userEvent.type(await screen.findByLabelText("New password"), "abcdefg");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(await screen.findByText("The password needs at least 8 characters")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("New password"), "h");
    expect(await screen.findByText("The password needs at least one upper-case letter")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/user/reset-password")).toBe(false);
  });
});
