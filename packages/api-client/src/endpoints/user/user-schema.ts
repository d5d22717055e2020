import * as v from "valibot";

/** Spec §3 gender values; an empty choice is saved as "Not to say" (spec §5). */
export const GENDERS = ["Not to say", "Male", "Female"] as const;
export type Gender = (typeof GENDERS)[number];

/** Phone-only and 1-click accounts get a placeholder address on this domain: it counts as "no email". */
export const EMPTY_EMAIL_DOMAIN = "empty.casino";
export const hasRealEmail = (email: string | null | undefined): email is string =>
  !!email && !email.toLowerCase().endsWith(`@${EMPTY_EMAIL_DOMAIN}`);

export const KYC_APPROVED = "APPROVED";

/** The dateOfBirth the backend stores for "unknown"; shown as 18 years before today (spec §4). */
export const PLACEHOLDER_DATE_OF_BIRTH = "1900-01-01";

/** Spec §3 userWallet, also the payload of the realtime balance events. */
export const UserWalletSchema = v.object({
  amount: v.number(),
  nonCashAmount: v.number(),
  totalAmount: v.number(),
});
export type UserWallet = v.InferOutput<typeof UserWalletSchema>;

export const UserLimitSchema = v.object({
  /** Self-exclusion end (ISO date-time), null when none. */
  selfExclusion: v.nullable(v.string()),
  isSelfExclusionPermanent: v.boolean(),
});
export type UserLimit = v.InferOutput<typeof UserLimitSchema>;

/** Only the keys every screen needs; the rewards vertical may send more (kept, not checked). */
export const ActiveBonusSummarySchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  type: v.string(),
});
export type ActiveBonusSummary = v.InferOutput<typeof ActiveBonusSummarySchema>;

export const ReferralDataSchema = v.object({
  referralCode: v.string(),
  referredBy: v.nullable(v.number()),
});

/** Spec §3 User. Empty profile values are null (spec §5), `address` is "" when unknown. */
export const UserSchema = v.object({
  userId: v.number(),
  username: v.string(),
  email: v.string(),
  isEmailVerified: v.boolean(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  address: v.string(),
  zipCode: v.nullable(v.string()),
  city: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  currencyCode: v.string(),
  currencySymbol: v.string(),
  /** YYYY-MM-DD; PLACEHOLDER_DATE_OF_BIRTH means unknown. */
  dateOfBirth: v.nullable(v.string()),
  phoneCode: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  gender: v.picklist(GENDERS),
  /** "APPROVED" is the one value the profile locks look at; the KYC vertical owns the others. */
  kycStatus: v.string(),
  tags: v.array(v.string()),
  depositCount: v.number(),
  totalDeposit: v.number(),
  totalSpend: v.number(),
  isCrypto: v.boolean(),
  userLoyaltyLevel: v.number(),
  preferredLanguage: v.string(),
  newsLetter: v.boolean(),
  referralData: ReferralDataSchema,
  activeBonus: v.nullable(ActiveBonusSummarySchema),
  /** Monthly winnings limit amount, null when none is set. */
  userMonthlyLimit: v.nullable(v.number()),
  userLimit: UserLimitSchema,
  userWallet: UserWalletSchema,
});
export type User = v.InferOutput<typeof UserSchema>;

/** The account record the user-details response carries next to the profile (`data.getUser`). */
export const AccountRecordSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  registrationType: v.picklist(["full", "short", "one-click"]),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
});
export type AccountRecord = v.InferOutput<typeof AccountRecordSchema>;
