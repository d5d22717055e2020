import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { MessageResponseSchema, successEnvelope, type MessageResponse } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { userDetailsQueryKey } from "../user/get-user-details.ts";

/** Refer-a-friend (spec §1): link, visits, registrations, revenue and the claimable share. */
export const ReferralSchema = v.object({
  code: v.string(),
  /** The landing page with `?ref=<code>`; copy it to the clipboard. */
  link: v.string(),
  /** The brand's referAFriendPercent. */
  percent: v.number(),
  visits: v.number(),
  registrations: v.number(),
  /** Net gaming revenue of the referred players (stakes minus wins), in the referrer's currency. */
  revenue: v.number(),
  /** revenue x percent. */
  earned: v.number(),
  claimed: v.number(),
  /** earned - claimed, never below 0. */
  claimable: v.number(),
  currencyCode: v.string(),
});
export type Referral = v.InferOutput<typeof ReferralSchema>;
export const ReferralResponseSchema = successEnvelope(ReferralSchema);

export const ReferralVisitPayloadSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)) });
export type ReferralVisitPayload = v.InferInput<typeof ReferralVisitPayloadSchema>;

export const ReferralClaimResponseSchema = successEnvelope(
  v.object({
    /** Credited to the cash balance (a credit and a balance event follow on the socket). */
    amount: v.number(),
    referral: ReferralSchema,
  }),
);
export type ReferralClaimResult = v.InferOutput<typeof ReferralClaimResponseSchema>["data"];

/** GET /api/user/referral (token). */
export async function getReferral(options: { signal?: AbortSignal } = {}): Promise<Referral> {
  const { data } = await apiRequest({ path: "/api/user/referral", schema: ReferralResponseSchema, ...options });
  return data;
}

/** POST /api/user/referral/visit { code } (public): a guest opened a referral link. 404 REFERRAL_NOT_FOUND. */
export const recordReferralVisit = (payload: ReferralVisitPayload): Promise<MessageResponse> =>
  apiRequest({ method: "POST", path: "/api/user/referral/visit", body: payload, schema: MessageResponseSchema });

/** POST /api/user/referral/claim (token): 409 NOTHING_TO_CLAIM, 409 SELF_EXCLUDED. */
export async function claimReferral(): Promise<ReferralClaimResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/referral/claim", schema: ReferralClaimResponseSchema });
  return data;
}

export const referralQueryKey = ["referral"] as const;

export const referralQueryOptions = () => queryOptions({ queryKey: referralQueryKey, queryFn: ({ signal }) => getReferral({ signal }) });

export const recordReferralVisitMutationOptions = () =>
  mutationOptions({ mutationKey: ["referral", "visit"], mutationFn: recordReferralVisit });

/** The claim answers the new referral numbers; the balance arrives by socket and with the user details. */
export const claimReferralMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ["referral", "claim"],
    mutationFn: claimReferral,
    onSuccess: (result) => {
      queryClient.setQueryData(referralQueryKey, result.referral);
      return queryClient.invalidateQueries({ queryKey: userDetailsQueryKey });
    },
  });
