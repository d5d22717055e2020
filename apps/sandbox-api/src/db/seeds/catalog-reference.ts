import type { Seed } from "../seed.ts";
import { countryLines } from "./catalog-countries-data.ts";

/** The flag emoji: the two letters as regional indicator symbols. */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

export const countries = countryLines
  .trim()
  .split("\n")
  .map((line) => {
    const [code, name, phone] = line.split("|") as [string, string, string];
    return { code, name, phoneCode: `+${phone}`, flag: flagOf(code) };
  });

// [code, name, symbol]; fiat amounts have 2 decimals, crypto 8 (spec §5).
const fiat: ReadonlyArray<readonly [string, string, string]> = [
  ["EUR", "Euro", "€"], ["USD", "US Dollar", "$"], ["TRY", "Turkish Lira", "₺"], ["INR", "Indian Rupee", "₹"],
  ["BRL", "Brazilian Real", "R$"], ["CAD", "Canadian Dollar", "CA$"], ["AUD", "Australian Dollar", "A$"],
  ["NZD", "New Zealand Dollar", "NZ$"], ["GBP", "Pound Sterling", "£"], ["CHF", "Swiss Franc", "CHF"],
  ["NOK", "Norwegian Krone", "kr"], ["SEK", "Swedish Krona", "kr"], ["DKK", "Danish Krone", "kr."],
  ["PLN", "Polish Złoty", "zł"], ["CZK", "Czech Koruna", "Kč"], ["HUF", "Hungarian Forint", "Ft"],
  ["RON", "Romanian Leu", "lei"], ["MXN", "Mexican Peso", "MX$"], ["ARS", "Argentine Peso", "AR$"],
  ["ZAR", "South African Rand", "R"], ["NGN", "Nigerian Naira", "₦"], ["KES", "Kenyan Shilling", "KSh"],
  ["PHP", "Philippine Peso", "₱"], ["THB", "Thai Baht", "฿"], ["UAH", "Ukrainian Hryvnia", "₴"],
  ["KZT", "Kazakhstani Tenge", "₸"], ["AZN", "Azerbaijani Manat", "₼"], ["PEN", "Peruvian Sol", "S/"],
];
const crypto: ReadonlyArray<readonly [string, string, string]> = [
  ["BTC", "Bitcoin", "₿"], ["ETH", "Ether", "Ξ"], ["USDT", "Tether", "₮"], ["LTC", "Litecoin", "Ł"],
  ["USDC", "USD Coin", "USDC"], ["TRX", "Tron", "TRX"], ["DOGE", "Dogecoin", "Ð"], ["XRP", "XRP", "XRP"],
  ["SOL", "Solana", "SOL"], ["BNB", "BNB", "BNB"], ["BCH", "Bitcoin Cash", "BCH"], ["ADA", "Cardano", "₳"],
];
export const currencies = [
  ...fiat.map(([code, name, symbol]) => ({ code, name, symbol, decimals: 2, isCrypto: false })),
  ...crypto.map(([code, name, symbol]) => ({ code, name, symbol, decimals: 8, isCrypto: true })),
];

/** 0 hidden, 1 optional, 2 required: the sign-up form of spec §3 as a typical brand configures it. */
export const registrationFields: Record<string, 0 | 1 | 2> = {
  email: 2,
  password: 2,
  confirmPassword: 2,
  currencyCode: 2,
  countryCode: 2,
  dateOfBirth: 2,
  firstName: 1,
  lastName: 1,
  phoneCode: 1,
  phone: 1,
  gender: 1,
  promoCode: 1,
  newsLetter: 1,
  username: 0,
  nickname: 0,
  address: 0,
  city: 0,
  zipCode: 0,
};

export const catalogReferenceSeed: Seed = {
  id: "catalog-reference",
  run(db) {
    const insertCountry = db.prepare(
      "INSERT INTO countries (code, name, phone_code, flag) VALUES (@code, @name, @phoneCode, @flag)",
    );
    for (const country of countries) insertCountry.run(country);

    const insertCurrency = db.prepare(
      "INSERT INTO currencies (code, name, symbol, decimals, is_crypto, sort_order) VALUES (?, ?, ?, ?, ?, ?)",
    );
    currencies.forEach((c, i) => insertCurrency.run(c.code, c.name, c.symbol, c.decimals, Number(c.isCrypto), i + 1));

    const insertField = db.prepare("INSERT INTO registration_fields (field, state) VALUES (?, ?)");
    for (const [field, state] of Object.entries(registrationFields)) insertField.run(field, state);
  },
};
