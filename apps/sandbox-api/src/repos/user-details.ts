import type { Database } from "better-sqlite3";
import type { User, UserDetails } from "@casino/api-client";
import { tableExists } from "../db/table-exists.ts";
import { readActiveBonus } from "./active-bonus-read.ts";
import type { UserRow } from "./users.ts";
import { readWallet } from "./wallet-read.ts";

// Used until the catalog's currencies table answers (it is created by a later migration).
const fallbackSymbols: Record<string, string> = { EUR: "€", USD: "$", GBP: "£", TRY: "₺", INR: "₹", BTC: "₿" };

function currencyInfo(db: Database, code: string): { symbol: string; isCrypto: boolean } {
  if (tableExists(db, "currencies")) {
    const row = db.prepare("SELECT symbol, is_crypto FROM currencies WHERE code = ?").get(code) as
      | { symbol: string; is_crypto: number }
      | undefined;
    if (row) return { symbol: row.symbol, isCrypto: row.is_crypto === 1 };
  }
  return { symbol: fallbackSymbols[code] ?? code, isCrypto: false };
}

export const lastLoginAt = (db: Database, userId: number): string | null =>
  (db.prepare("SELECT max(created_at) FROM sessions WHERE user_id = ?").pluck().get(userId) as string | null) ?? null;

/** Spec §3 User from a users row plus the wallet and bonus the other verticals own. */
export function toUser(db: Database, row: UserRow): User {
  const currency = currencyInfo(db, row.currency_code);
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    isEmailVerified: row.is_email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    nickname: row.nickname,
    address: row.address,
    zipCode: row.zip_code,
    city: row.city,
    countryCode: row.country_code,
    currencyCode: row.currency_code,
    currencySymbol: currency.symbol,
    dateOfBirth: row.date_of_birth,
    phoneCode: row.phone_code,
    phone: row.phone,
    gender: row.gender,
    kycStatus: row.kyc_status,
    tags: JSON.parse(row.tags_json) as string[],
    depositCount: row.deposit_count,
    totalDeposit: row.total_deposit,
    totalSpend: row.total_spend,
    isCrypto: row.is_crypto === 1 || currency.isCrypto,
    userLoyaltyLevel: row.loyalty_level,
    preferredLanguage: row.preferred_language,
    newsLetter: row.news_letter === 1,
    referralData: { referralCode: row.referral_code, referredBy: row.referred_by },
    activeBonus: readActiveBonus(db, row.id),
    userMonthlyLimit: row.monthly_limit,
    userLimit: {
      selfExclusion: row.self_exclusion_until,
      isSelfExclusionPermanent: row.self_exclusion_permanent === 1,
    },
    userWallet: readWallet(db, row.id),
  };
}

export function toUserDetails(db: Database, row: UserRow): UserDetails {
  return {
    ...toUser(db, row),
    getUser: {
      id: row.id,
      username: row.username,
      email: row.email,
      registrationType: row.registration_type,
      createdAt: row.created_at,
      lastLoginAt: lastLoginAt(db, row.id),
    },
  };
}
