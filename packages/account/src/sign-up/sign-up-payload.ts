import type { SignUpPayload } from "@casino/api-client";
import { GENDER_NOT_TO_SAY, toIsoDate, type SignUpValues, type VisitorDeviceType } from "@casino/domain";

/** Everything the payload needs besides what was typed: browser, affiliate and brand values (read by the caller). */
export type SignUpContext = {
  /** The interface language (preferredLanguage). */
  locale: string;
  affiliate: { token: string | null; cpnc: string | null; mkt: string | null };
  userDeviceType: VisitorDeviceType;
  screenResolution: string;
  mirrorDomainFk: string | number | null;
  uidToken: string | null;
  firstUrl: string | null;
  linkAccount: boolean;
  /** The referral link's code the shell kept (issue 28), sent as referralCode. */
  referralCode?: string | null;
  /** A fresh random id per call (crypto.randomUUID in the browser). */
  newId: () => string;
};

/** The typed profile fields the payload carries (spec §3); a field the form did not show is left out. */
const PROFILE_FIELDS = [
  "email",
  "username",
  "firstName",
  "lastName",
  "nickname",
  "address",
  "zipCode",
  "city",
  "countryCode",
  "currencyCode",
  "phoneCode",
  "phone",
] as const;

const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * Spec §3 sign-up payload: the shown profile fields (empty ones as null), the password only when one was typed (none
 * means 1-click), gender ("Not to say" when not chosen), the consent flags, and the language, ids, affiliate and
 * device values of `context`.
 */
export function buildSignUpPayload(values: SignUpValues, context: SignUpContext): SignUpPayload {
  const payload: SignUpPayload = {};
  for (const field of PROFILE_FIELDS) if (field in values) payload[field] = textOf(values[field]);
  if ("dateOfBirth" in values) payload.dateOfBirth = toIsoDate(textOf(values["dateOfBirth"])) ?? null;
  if (typeof values["password"] === "string" && values["password"] !== "") payload.password = values["password"];
  const gender = textOf(values["gender"]);
  const newsLetter = values["newsLetter"] === true;
  return {
    ...payload,
    gender: gender === "Male" || gender === "Female" ? gender : GENDER_NOT_TO_SAY,
    preferredLanguage: context.locale,
    uniqueKey: context.newId(),
    userUUID: context.newId(),
    cpnc: context.affiliate.cpnc,
    mkt: context.affiliate.mkt,
    userDeviceType: context.userDeviceType,
    mirrorDomainFk: context.mirrorDomainFk,
    screenResolution: context.screenResolution,
    uidToken: context.uidToken,
    firstUrl: context.firstUrl,
    linkAccount: context.linkAccount,
    newsLetter,
    subscribe: newsLetter,
    token: context.affiliate.token,
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
  };
}
