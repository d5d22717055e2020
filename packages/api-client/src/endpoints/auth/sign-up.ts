import { mutationOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { GENDERS } from "../user/user-schema.ts";

const text = v.nullish(v.string());

/**
 * Spec §3 sign-up payload. Full form: profile fields + password; short form (emailPhoneRegistration):
 * email or phone + password; 1-click: no password (the server makes username and password and
 * returns them once in `createUser.password` for the credentials screen).
 */
export const SignUpPayloadSchema = v.object({
  email: text,
  password: v.optional(v.string()),
  username: text,
  firstName: text,
  lastName: text,
  nickname: text,
  address: text,
  zipCode: text,
  city: text,
  countryCode: text,
  currencyCode: text,
  dateOfBirth: text,
  phoneCode: text,
  phone: text,
  gender: v.nullish(v.union([v.picklist(GENDERS), v.literal("")])),
  preferredLanguage: v.optional(v.string()),
  uniqueKey: text,
  userUUID: text,
  cpnc: text,
  mkt: text,
  userDeviceType: v.optional(v.picklist(["mobile", "desktop"])),
  mirrorDomainFk: v.nullish(v.union([v.string(), v.number()])),
  screenResolution: v.optional(v.string()),
  uidToken: text,
  firstUrl: text,
  linkAccount: v.optional(v.boolean()),
  newsLetter: v.optional(v.boolean()),
  subscribe: v.optional(v.boolean()),
  /** Affiliate token (stored nxaft). */
  token: text,
  /** Refer-a-friend code from the referral link's `?ref=`; an unknown one answers 404 REFERRAL_NOT_FOUND. */
  referralCode: text,
  /** Where the e-mail verification link sends the player back to (default: the request's Origin). */
  redirectBase: v.optional(v.string()),
});
export type SignUpPayload = v.InferInput<typeof SignUpPayloadSchema>;

export const CreatedUserSchema = v.object({
  userId: v.number(),
  username: v.string(),
  email: v.string(),
  currencyCode: v.string(),
  countryCode: v.nullable(v.string()),
  createdAt: v.string(),
  registrationType: v.picklist(["full", "short", "one-click"]),
  /** Only for 1-click sign-up: the generated password, shown once on the credentials screen. */
  password: v.optional(v.string()),
});
export type CreatedUser = v.InferOutput<typeof CreatedUserSchema>;

export const SignUpResultSchema = v.object({ accessToken: v.string(), createUser: CreatedUserSchema });
export type SignUpResult = v.InferOutput<typeof SignUpResultSchema>;
export const SignUpResponseSchema = successEnvelope(SignUpResultSchema);

/** POST /api/user/sign-up. Errors: EMAIL_TAKEN, USERNAME_TAKEN, PHONE_TAKEN (409), REGISTRATION_RESTRICTED and validation codes (400). */
export async function signUp(payload: SignUpPayload): Promise<SignUpResult> {
  const { data } = await apiRequest({ method: "POST", path: "/api/user/sign-up", body: payload, schema: SignUpResponseSchema });
  return data;
}

export const signUpMutationOptions = () => mutationOptions({ mutationKey: ["user", "sign-up"], mutationFn: signUp });
