import type { Countries, UserDetails } from "@casino/api-client";

/** A complete player for stories: verified, KYC approved, every spec §4 lock applies. Override to unlock. */
export function samplePlayer(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    userId: 2,
    username: "depositor",
    email: "dana@example.com",
    isEmailVerified: true,
    firstName: "Dana",
    lastName: "Borg",
    nickname: "danab",
    address: "12 Triq il-Kbira",
    zipCode: "VLT 1010",
    city: "Valletta",
    countryCode: "MT",
    currencyCode: "EUR",
    currencySymbol: "€",
    dateOfBirth: "1988-06-15",
    phoneCode: "+356",
    phone: "79123456",
    gender: "Female",
    kycStatus: "APPROVED",
    tags: [],
    depositCount: 3,
    totalDeposit: 300,
    totalSpend: 120,
    isCrypto: false,
    userLoyaltyLevel: 2,
    preferredLanguage: "en",
    newsLetter: false,
    referralData: { referralCode: "DANA1", referredBy: null },
    activeBonus: null,
    userMonthlyLimit: null,
    userLimit: { selfExclusion: null, isSelfExclusionPermanent: false },
    userWallet: { amount: 180.5, nonCashAmount: 25, totalAmount: 205.5 },
    getUser: { id: 2, username: "depositor", email: "dana@example.com", registrationType: "full", createdAt: "2025-01-01T00:00:00.000Z", lastLoginAt: null },
    ...overrides,
  };
}

/** A player fresh from sign-up: only the first name given (so locked), date of birth unknown, e-mail unverified. */
export const freshPlayer = (overrides: Partial<UserDetails> = {}): UserDetails =>
  samplePlayer({
    email: "fiona@example.com",
    isEmailVerified: false,
    firstName: "Fiona",
    lastName: null,
    nickname: null,
    address: "",
    zipCode: null,
    city: null,
    countryCode: null,
    dateOfBirth: "1900-01-01",
    phoneCode: null,
    phone: null,
    gender: "Not to say",
    kycStatus: "NOT_STARTED",
    userWallet: { amount: 0, nonCashAmount: 0, totalAmount: 0 },
    ...overrides,
  });

/**
 * A country list with the spec's traps: a duplicated code, AX sharing +358, duplicated phone codes; and a server name
 * ("Aland") that Intl writes otherwise ("Åland Islands"), as the interface shows it.
 */
export const sampleCountries: Countries = {
  countries: { rows: [], count: 0 },
  allCountries: [
    { code: "DE", name: "Germany", phoneCode: "+49", flag: "🇩🇪" },
    { code: "FI", name: "Finland", phoneCode: "+358", flag: "🇫🇮" },
    { code: "AX", name: "Aland", phoneCode: "+358", flag: "🇦🇽" },
    { code: "MT", name: "Malta", phoneCode: "+356", flag: "🇲🇹" },
    { code: "US", name: "United States", phoneCode: "+1", flag: "🇺🇸" },
    { code: "CA", name: "Canada", phoneCode: "+1", flag: "🇨🇦" },
    { code: "DE", name: "Germany (again)", phoneCode: "+49", flag: "🇩🇪" },
  ],
};
