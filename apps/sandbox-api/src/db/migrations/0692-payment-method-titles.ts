import type { Migration } from "../migrate.ts";

// Issue 31: a payment method's title in the player's language. title_texts_json maps a locale to the title; a locale
// without one (and a method named by its brand, "Bitcoin") reads title.
export const migration: Migration = {
  id: "0692-payment-method-titles",
  sql: `ALTER TABLE payment_methods ADD COLUMN title_texts_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(title_texts_json));`,
};
