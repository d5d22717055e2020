import { ApiError, type ReferralClaimResult } from "@casino/api-client";

/** What a claim of the referral share came to: credited, or each error code of POST referral/claim. */
export type ReferralClaimOutcome =
  | { kind: "claimed"; amount: number; currencyCode: string }
  | { kind: "nothing_to_claim" }
  | { kind: "self_excluded" }
  | { kind: "failed" };

const BY_CODE: Readonly<Record<string, "nothing_to_claim" | "self_excluded">> = {
  NOTHING_TO_CLAIM: "nothing_to_claim",
  SELF_EXCLUDED: "self_excluded",
};

export const referralClaimed = (result: ReferralClaimResult): ReferralClaimOutcome => ({
  kind: "claimed",
  amount: result.amount,
  currencyCode: result.referral.currencyCode,
});

export function referralClaimFailure(error: unknown): ReferralClaimOutcome {
  const kind = error instanceof ApiError ? BY_CODE[error.code] : undefined;
  return { kind: kind ?? "failed" };
}
