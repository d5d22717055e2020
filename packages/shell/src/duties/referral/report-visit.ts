import { ApiError, recordReferralVisit } from "@casino/api-client";
import { forgetReferralCode } from "./referral-storage.ts";

/** POST /api/user/referral/visit for a code just captured; a code the server does not know is not kept. */
export async function reportReferralVisit(code: string): Promise<void> {
  try {
    await recordReferralVisit({ code });
  } catch (error) {
    if (error instanceof ApiError && error.code === "REFERRAL_NOT_FOUND") forgetReferralCode();
  }
}
