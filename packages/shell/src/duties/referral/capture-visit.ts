import { ApiError, recordReferralVisit } from "@casino/api-client";
import { captureReferralFromUrl, forgetReferralCode } from "./referral-storage.ts";

/**
 * Keeps the code of a referral link opened by a guest and reports the visit (POST /api/user/referral/visit) when this
 * URL stored it, so once per code; a code the server does not know is not kept.
 */
export async function captureReferralVisit(href: string): Promise<void> {
  const code = captureReferralFromUrl(href);
  if (!code) return;
  try {
    await recordReferralVisit({ code });
  } catch (error) {
    if (error instanceof ApiError && error.code === "REFERRAL_NOT_FOUND") forgetReferralCode();
  }
}
