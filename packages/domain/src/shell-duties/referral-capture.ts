import type { QueryReader } from "./affiliate.ts";
import { REFERRAL_CODE_PARAMETER } from "./referral-code.ts";

// Loaded with the referral capture, which only a URL with `?ref=` asks for: the first download has the parameter's name.

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The code of a referral link to keep, like the affiliate token: only when none is kept yet (the first link wins) and
 * only one that can be a code (letters, digits, dash, underscore; at most 64), in the server's upper case.
 */
export function captureReferralCode(query: QueryReader, stored: string | null | undefined): string | null {
  if (stored) return null;
  const code = query.get(REFERRAL_CODE_PARAMETER)?.trim() ?? "";
  return CODE.test(code) ? code.toUpperCase() : null;
}
