import { ApiError, recordReferralVisit } from "@casino/api-client";
import { captureReferralFromUrl, forgetReferralCode } from "./referral-storage.ts";

/** Reports the visit; false (and the code forgotten) when the server knows no such code. */
async function reportVisit(code: string): Promise<boolean> {
  try {
    await recordReferralVisit({ code });
  } catch (error) {
    if (error instanceof ApiError && error.code === "REFERRAL_NOT_FOUND") {
      forgetReferralCode();
      return false;
    }
  }
  return true;
}

/**
 * Keeps the code of a referral link opened by a guest and reports the visit (POST /api/user/referral/visit) when this
 * URL stored it, so once per code; a code the server does not know is not kept. Answers the code it kept (once the
 * visit is reported: an unknown code invites nobody), else null.
 */
export async function captureReferralVisit(href: string): Promise<string | null> {
  const code = captureReferralFromUrl(href);
  if (!code) return null;
  return (await reportVisit(code)) ? code : null;
}
