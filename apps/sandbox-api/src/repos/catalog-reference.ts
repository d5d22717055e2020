import type { Country, Currency, RegistrationFields } from "@casino/api-client";
import type { Database } from "better-sqlite3";

export function listCountries(db: Database): Country[] {
  return db.prepare("SELECT code, name, phone_code AS phoneCode, flag FROM countries ORDER BY name").all() as Country[];
}

export function findCountry(db: Database, code: string): Country | undefined {
  return db
    .prepare("SELECT code, name, phone_code AS phoneCode, flag FROM countries WHERE code = ?")
    .get(code.toUpperCase()) as Country | undefined;
}

export function listCurrencies(db: Database): Currency[] {
  const rows = db
    .prepare("SELECT code, name, symbol, decimals, is_crypto FROM currencies ORDER BY sort_order")
    .all() as Array<Omit<Currency, "isCrypto"> & { is_crypto: number }>;
  return rows.map(({ is_crypto, ...currency }) => ({ ...currency, isCrypto: is_crypto === 1 }));
}

export function registrationFields(db: Database): RegistrationFields {
  const rows = db.prepare("SELECT field, state FROM registration_fields ORDER BY field").all() as Array<{
    field: string;
    state: 0 | 1 | 2;
  }>;
  return Object.fromEntries(rows.map((row) => [row.field, row.state]));
}
