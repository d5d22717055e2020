import type { PaymentMethod } from "@casino/api-client";
import type { Database } from "better-sqlite3";
import { textIn } from "./localised.ts";

interface MethodRow {
  id: number;
  name: string;
  title: string;
  raw_title: string;
  description: string;
  thumbnail_url: string;
  is_active: number;
  hidden: number;
  withdrawal_exist: number;
  sort_priority: number;
  payment_method: string;
  flow: PaymentMethod["flow"];
  is_card_form: number;
  is_crypto: number;
  requires_email_verification: number;
  requires_phone: number;
  allowed_countries_json: string;
  restricted_countries_json: string;
  tag_restricted_countries_json: string;
  allowed_currencies_json: string;
  restricted_currencies_json: string;
  allow_emails_json: string;
  allow_tags_json: string;
  limits_json: string;
  withdrawal_limits_json: string;
  withdrawal_fee_percent: number;
  networks_json: string;
  deposit_fields_json: string;
  withdrawal_fields_json: string;
  provider_status: "up" | "down";
  title_texts_json: string;
}

/** A method as the API shows it, plus the provider's state (not sent to the client). */
export interface StoredMethod extends PaymentMethod {
  providerStatus: "up" | "down";
  /** The title by locale (migration 0692), where it is not the same in every language. */
  titleTexts: Record<string, string>;
}

const parse = <T>(text: string) => JSON.parse(text) as T;

/** `origin` makes the stored thumbnail path absolute (the client loads it from another origin). */
function toMethod(row: MethodRow, origin: string): StoredMethod {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    rawTitle: row.raw_title,
    thumbnailUrl: row.thumbnail_url.startsWith("/") ? `${origin}${row.thumbnail_url}` : row.thumbnail_url,
    isActive: row.is_active === 1,
    hidden: row.hidden === 1,
    withdrawalExist: row.withdrawal_exist === 1,
    sortPriority: row.sort_priority,
    allowedCountries: parse(row.allowed_countries_json),
    restrictedCountries: parse(row.restricted_countries_json),
    tagRestrictedCountries: parse(row.tag_restricted_countries_json),
    allowedCurrencies: parse(row.allowed_currencies_json),
    restrictedCurrencies: parse(row.restricted_currencies_json),
    allowEmails: parse(row.allow_emails_json),
    allowTags: parse(row.allow_tags_json),
    paymentMethod: row.payment_method,
    flow: row.flow,
    isCardForm: row.is_card_form === 1,
    isCrypto: row.is_crypto === 1,
    requiresEmailVerification: row.requires_email_verification === 1,
    requiresPhone: row.requires_phone === 1,
    limits: parse(row.limits_json),
    withdrawalLimits: parse(row.withdrawal_limits_json),
    withdrawalFeePercent: row.withdrawal_fee_percent,
    networks: parse(row.networks_json),
    depositFields: parse(row.deposit_fields_json),
    withdrawalFields: parse(row.withdrawal_fields_json),
    providerStatus: row.provider_status,
    titleTexts: parse(row.title_texts_json),
  };
}

/** Every method, by sortPriority (1 first) then id. */
export function listMethods(db: Database, origin = ""): StoredMethod[] {
  const rows = db.prepare("SELECT * FROM payment_methods ORDER BY sort_priority, id").all() as MethodRow[];
  return rows.map((row) => toMethod(row, origin));
}

export function findMethod(db: Database, id: number, origin = ""): StoredMethod | undefined {
  const row = db.prepare("SELECT * FROM payment_methods WHERE id = ?").get(id) as MethodRow | undefined;
  return row && toMethod(row, origin);
}

export const findMethodIdByName = (db: Database, name: string) =>
  db.prepare("SELECT id FROM payment_methods WHERE name = ?").pluck().get(name) as number | undefined;

export function setProviderStatus(db: Database, id: number, status: "up" | "down"): boolean {
  return db.prepare("UPDATE payment_methods SET provider_status = ? WHERE id = ?").run(status, id).changes === 1;
}

/** The method's title in `language` ("pt-BR", else "pt"), else its title. */
export const methodTitleIn = (method: Pick<StoredMethod, "title" | "titleTexts">, language: string): string =>
  textIn(method.titleTexts, language) ?? method.title;

/** The client-facing shape, titled in `language`: the provider's state stays on the server. */
export const publicMethod = ({ providerStatus: _, titleTexts, ...method }: StoredMethod, language = "en"): PaymentMethod => ({
  ...method,
  title: methodTitleIn({ title: method.title, titleTexts }, language),
});
