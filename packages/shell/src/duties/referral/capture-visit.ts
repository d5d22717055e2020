import { ApiError, recordReferralVisit } from "@casino/api-client";
import { captureReferralFromUrl, forgetReferralCode } from "./referral-storage.ts";

async function reportVisit(code: string): Promise<void> {
  try {
    await recordReferralVisit({ code });
  } catch (error) {
    if (error instanceof ApiError && error.code === "REFERRAL_NOT_FOUND") forgetReferralCode();
  }
}

/**
 * Keeps the code of a referral link opened by a guest and reports the visit (POST /api/user/referral/visit) when this
 * URL stored it, so once per code; a code the server does not know is not kept. Answers the code it stored, else null.
 */
export function captureReferralVisit(href: string): string | null {
  const code = captureReferralFromUrl(href);
  if (code) void reportVisit(code);
  return code;
}
