import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { resetApiClient } from "../../core/config.ts";
import { json, useFakeFetch } from "../../test/fake-fetch.ts";
import { claimReferral, claimReferralMutationOptions, getReferral, recordReferralVisit, referralQueryOptions, type Referral } from "./referral.ts";

afterEach(() => resetApiClient());

const referral: Referral = {
  code: "ABC", link: "/?ref=ABC", percent: 10, visits: 2, registrations: 1, revenue: 100, earned: 10, claimed: 0, claimable: 10, currencyCode: "EUR",
};

describe("referral endpoints", () => {
  it.each([
    ["getReferral", () => getReferral(), "GET", "/api/user/referral", { success: true, data: referral }, referral],
    ["claimReferral", () => claimReferral(), "POST", "/api/user/referral/claim", { success: true, data: { amount: 10, referral } }, { amount: 10, referral }],
    ["recordReferralVisit", () => recordReferralVisit({ code: "ABC" }), "POST", "/api/user/referral/visit", { success: true, message: "Visit recorded" }, { success: true, message: "Visit recorded" }],
  ])("%s calls its method and path", async (_name, call, method, path, body, expected) => {
    const fake = useFakeFetch(() => json(body));
    expect(await call()).toEqual(expected);
    expect(fake.last()).toMatchObject({ method, url: `https://api.test${path}` });
  });

  it("puts the claim's new numbers into the referral query", async () => {
    const queryClient = new QueryClient();
    await claimReferralMutationOptions(queryClient).onSuccess!({ amount: 10, referral }, undefined, undefined, {} as never);
    expect(queryClient.getQueryData(referralQueryOptions().queryKey)).toEqual(referral);
  });
});
