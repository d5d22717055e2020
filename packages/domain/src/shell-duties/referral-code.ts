/** Refer-a-friend (issue 28): the referral link's `?ref=<code>`, kept on the device until sign-up sends it. */
export const REFERRAL_CODE_PARAMETER = "ref";
export const REFERRAL_CODE_STORAGE_KEY = "referralCode";
