import type { Migration } from "../migrate.ts";

// Refer-a-friend. Registrations are users.referred_by (set at sign-up); visits of the referral link and the
// referrer's claims of their share of the referred players' revenue are here. Each claim is credited to the
// wallet in the same transaction (ledger kind 'referral', reference 'referral-claim:<id>').
export const migration: Migration = {
  id: "0503-referral",
  sql: `
    CREATE TABLE referral_visits (
      id INTEGER PRIMARY KEY,
      referrer_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip TEXT NOT NULL DEFAULT '',
      visited_at TEXT NOT NULL
    );
    CREATE INDEX referral_visits_referrer ON referral_visits (referrer_id, visited_at);

    CREATE TABLE referral_claims (
      id INTEGER PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      amount REAL NOT NULL CHECK (amount > 0),
      currency_code TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX referral_claims_user ON referral_claims (user_id);
  `,
};
