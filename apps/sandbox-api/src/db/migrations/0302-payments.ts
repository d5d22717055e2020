import type { Migration } from "../migrate.ts";

// The cashier: payment methods (spec §3 Payment method) and payments, the deposits and withdrawals that go
// through the sandbox's fake payment provider.
//
// Lists and maps are JSON columns because the client receives them as they are. limits_json and
// withdrawal_limits_json map a currency to { min, max } in major units; networks_json lists crypto networks
// with their top-up address; deposit_fields_json / withdrawal_fields_json the form fields it takes.
// flow says which provider page or answer a deposit gets (routes/payments-*.ts).
// provider_status 'down' makes deposits answer PROVIDER_ERROR (the sandbox's /sandbox/payments routes set it).
//
// payments money columns are minor units of payments.currency (migration 0301). A deposit's ledger entry is
// written once, when it completes; a withdrawal's when it is confirmed (a rejected one is refunded).
// (user_id, direction, idempotency_key) is unique: a repeated request answers response_json.
export const migration: Migration = {
  id: "0302-payments",
  sql: `
    CREATE TABLE payment_methods (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      raw_title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      thumbnail_url TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
      hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
      withdrawal_exist INTEGER NOT NULL DEFAULT 0 CHECK (withdrawal_exist IN (0, 1)),
      sort_priority INTEGER NOT NULL DEFAULT 0,
      payment_method TEXT NOT NULL,
      flow TEXT NOT NULL CHECK (flow IN ('card', 'redirect', 'crypto', 'upi_qr', 'upi_collect', 'bank_transfer')),
      is_card_form INTEGER NOT NULL DEFAULT 0 CHECK (is_card_form IN (0, 1)),
      is_crypto INTEGER NOT NULL DEFAULT 0 CHECK (is_crypto IN (0, 1)),
      requires_email_verification INTEGER NOT NULL DEFAULT 0 CHECK (requires_email_verification IN (0, 1)),
      requires_phone INTEGER NOT NULL DEFAULT 0 CHECK (requires_phone IN (0, 1)),
      allowed_countries_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allowed_countries_json)),
      restricted_countries_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(restricted_countries_json)),
      tag_restricted_countries_json TEXT NOT NULL CHECK (json_valid(tag_restricted_countries_json)),
      allowed_currencies_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allowed_currencies_json)),
      restricted_currencies_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(restricted_currencies_json)),
      allow_emails_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allow_emails_json)),
      allow_tags_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(allow_tags_json)),
      limits_json TEXT NOT NULL CHECK (json_valid(limits_json)),
      withdrawal_limits_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(withdrawal_limits_json)),
      withdrawal_fee_percent REAL NOT NULL DEFAULT 0 CHECK (withdrawal_fee_percent >= 0),
      networks_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(networks_json)),
      -- [{ name, required }]: the form fields a deposit / withdrawal with this method takes (rules/cashier-fields.ts)
      deposit_fields_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(deposit_fields_json)),
      withdrawal_fields_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(withdrawal_fields_json)),
      provider_status TEXT NOT NULL DEFAULT 'up' CHECK (provider_status IN ('up', 'down'))
    );

    CREATE TABLE payments (
      id TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      method_id INTEGER NOT NULL REFERENCES payment_methods (id),
      direction TEXT NOT NULL CHECK (direction IN ('deposit', 'withdrawal')),
      status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'cancelled', 'processed', 'rejected', 'confirmed')),
      currency TEXT NOT NULL REFERENCES currencies (code),
      amount INTEGER NOT NULL CHECK (amount > 0),
      fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),
      bonus_id INTEGER,
      -- details the player gave, secrets removed (card: last four digits only)
      fields_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(fields_json)),
      -- what the provider answered: redirect page, 3DS PaReq, crypto address, UPI QR payload, expiry
      provider_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(provider_json)),
      return_url TEXT,
      error_code TEXT,
      error_message TEXT,
      ledger_entry_id INTEGER REFERENCES ledger_entries (id),
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      -- the first answer (HTTP status and body), replayed for a repeated idempotency key
      response_status INTEGER NOT NULL DEFAULT 200,
      response_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(response_json)),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      completed_at TEXT
    );
    CREATE UNIQUE INDEX payments_idempotency ON payments (user_id, direction, idempotency_key);
    CREATE INDEX payments_user_date ON payments (user_id, created_at, id);
  `,
};
