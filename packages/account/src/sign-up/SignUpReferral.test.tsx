import { waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getReferralCode, useSessionStore } from "@casino/shell";
import { failure, message, ok } from "@casino/shell/test-support";
import { startAsGuest } from "../test/render-app.tsx";
import { CREATED } from "./sign-up-fixtures.ts";
import { fillFullForm, openSignUp, signUpCalls } from "./sign-up-test-api.ts";

beforeEach(startAsGuest);
afterEach(startAsGuest);

const FROM_LINK = "/?ref=ab12cd&modal=login&tab=sign-up";
const visit = { "POST /api/user/referral/visit": () => message("Visit recorded") };

describe("a sign-up through a friend's referral link", () => {
  it("sends the link's code as referralCode, then forgets it", async () => {
    const { dialog, user, calls } = await openSignUp(visit, {}, FROM_LINK);
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await waitFor(() => expect(getReferralCode()).toBe("AB12CD"));
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpCalls(calls)[0]?.body).toMatchObject({ referralCode: "AB12CD", email: "new@example.com" }));
    await waitFor(() => expect(getReferralCode()).toBeNull());
  });

  it("says an unknown code at the form, keeps what was typed, and signs up without it on the next press", async () => {
    let answers = 0;
    const signUp = () => (++answers === 1 ? failure(404, "REFERRAL_NOT_FOUND", "Unknown referral code") : ok(CREATED));
    const { dialog, user, calls } = await openSignUp({ ...visit, "POST /api/user/sign-up": signUp }, {}, FROM_LINK);
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await waitFor(() => expect(getReferralCode()).toBe("AB12CD"));
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    expect(await within(form).findByText("The invitation link you came with is not valid. Press Create account again to sign up without it.")).toBeTruthy();
    expect((within(form).getByLabelText("E-mail") as HTMLInputElement).value).toBe("new@example.com");
    expect((within(form).getByLabelText("First name") as HTMLInputElement).value).toBe("Nora");
    expect(useSessionStore.getState().token).toBeNull();

    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpCalls(calls)).toHaveLength(2));
    expect(signUpCalls(calls)[1]?.body).not.toHaveProperty("referralCode");
  });

  it("sends no referralCode without a link", async () => {
    const { dialog, user, calls } = await openSignUp();
    const form = await within(dialog).findByRole("form", { name: "Sign up" }, { timeout: 5000 });
    await fillFullForm(form, user);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpCalls(calls)).toHaveLength(1));
    expect(signUpCalls(calls)[0]?.body).not.toHaveProperty("referralCode");
  });
});
