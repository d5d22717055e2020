import { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { getUserDetails, userDetailsQueryOptions } from "../user/get-user-details.ts";
import { updateUserDetailsMutationOptions } from "../user/update-user-details.ts";
import { verifyEmail } from "./email-verification.ts";
import { login } from "./login.ts";
import { logoutMutationOptions } from "./logout.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.ts";
import { sendRegistrationCredentials } from "./registration-credentials.ts";
import { SignUpPayloadSchema, signUp } from "./sign-up.ts";

afterEach(() => resetApiClient());

const loginData = { accessToken: "t", lastLogin: null, locale: "en", cpnc: null, userId: 1 };

describe("auth endpoints", () => {
  it.each([
    ["login", () => login({ email: "a@b.cd", password: "x" }), "POST", "/api/user/login", loginData],
    [
      "signUp",
      () => signUp({ email: "a@b.cd", password: "secret1" }),
      "POST",
      "/api/user/sign-up",
      {
        accessToken: "t",
        createUser: { userId: 1, username: "u", email: "a@b.cd", currencyCode: "EUR", countryCode: null, createdAt: "x", registrationType: "short" },
      },
    ],
    ["resetPassword", () => resetPassword({ token: "k", newPassword: "secret1" }), "POST", "/api/user/reset-password", { redirectTo: "/casino?modal=login" }],
    ["verifyEmail", () => verifyEmail("k"), "POST", "/api/user/verify-email", { result: "verified", redirectTo: "/casino?modal=login" }],
  ])("%s calls %s %s and resolves with data", async (_name, call, method, path, data) => {
    const fake = useFakeFetch(() => json({ success: true, data }));
    expect(await call()).toEqual(data);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it.each([
    ["requestPasswordReset", () => requestPasswordReset({ email: "a@b.cd" }), "/api/user/forgot-password"],
    ["sendRegistrationCredentials", () => sendRegistrationCredentials({ email: "a@b.cd", username: "u", password: "p" }), "/api/user/send-registration-credentials"],
  ])("%s resolves with the message", async (_name, call, path) => {
    const fake = useFakeFetch(() => json({ success: true, message: "ok" }));
    expect(await call()).toEqual({ success: true, message: "ok" });
    expect(fake.last().url).toBe(`https://api.test${path}`);
  });

  it("getUserDetails rejects a response without getUser as a DataLoadingError", async () => {
    useFakeFetch(() => json({ success: true, data: { userId: 1 } }));
    await expect(getUserDetails()).rejects.toMatchObject({ name: "DataLoadingError" });
  });

  it("userDetailsQueryOptions is keyed by the user entity", () => {
    expect(userDetailsQueryOptions().queryKey).toEqual(["user", "details"]);
  });

  it("updateUserDetails refreshes the user on success", async () => {
    useFakeFetch(() => json({ success: true, message: "Profile updated" }));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const options = updateUserDetailsMutationOptions(queryClient);
    const result = await options.mutationFn!({ city: "Valletta" }, {} as never);
    await options.onSuccess!(result, { city: "Valletta" }, undefined, {} as never);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["user", "details"] });
  });

  it("sign-up sends the referral link's code (the sandbox parses the payload with the same schema)", async () => {
    expect(v.parse(SignUpPayloadSchema, { email: "a@b.cd", password: "secret1", referralCode: "AB12CD34EF" }).referralCode).toBe("AB12CD34EF");
    const fake = useFakeFetch(() => json({ success: true, data: { accessToken: "t", createUser: { userId: 1, username: "u", email: "a@b.cd", currencyCode: "EUR", countryCode: null, createdAt: "x", registrationType: "short" } } }));
    await signUp({ email: "a@b.cd", password: "secret1", referralCode: "AB12CD34EF" });
    expect(fake.last().body).toMatchObject({ referralCode: "AB12CD34EF" });
  });

  it("logout drops the player's cached queries", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["user", "details"], { userId: 1 });
    await logoutMutationOptions(queryClient).onSettled!(undefined, null, { reason: "USER_INITIATED" }, undefined, {} as never);
    expect(queryClient.getQueryData(["user", "details"])).toBeUndefined();
  });
});
