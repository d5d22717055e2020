import { REFERRAL_CODE_STORAGE_KEY, captureReferralCode } from "@casino/domain";
import { readStored, removeStored, writeStored } from "../browser-storage.ts";

/**
 * Keeps the `?ref=` code of a referral link (issue 28) until sign-up sends it, like the affiliate token: the first
 * code wins. Answers the code when this URL stored it (its visit is then reported, once), else null.
 */
export function captureReferralFromUrl(href: string): string | null {
  const code = captureReferralCode(new URL(href, "http://localhost").searchParams, readStored(REFERRAL_CODE_STORAGE_KEY));
  if (code) writeStored(REFERRAL_CODE_STORAGE_KEY, code);
  return code;
}

/** For the sign-up payload's referralCode. */
export const getReferralCode = (): string | null => readStored(REFERRAL_CODE_STORAGE_KEY);

/** After a sign-up (it was sent) or when the server knows no such code (REFERRAL_NOT_FOUND). */
export const forgetReferralCode = (): void => removeStored(REFERRAL_CODE_STORAGE_KEY);
