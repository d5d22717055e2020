/** Sign-up catalogue data for tests and stories (the shapes of the api-client schemas). */
/** The sandbox's typical registration-fields map (apps/sandbox-api seed). */
export const REGISTRATION_FIELDS = {
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
} as const;

const country = (code: string, name: string, phoneCode: string) => ({ code, name, phoneCode, flag: "🏳" });
/** Open for registration: DE, MT; US is only in allCountries (the brand excludes it). */
export const COUNTRIES = {
  countries: { rows: [country("DE", "Germany", "+49"), country("MT", "Malta", "+356")], count: 2 },
  allCountries: [country("DE", "Germany", "+49"), country("MT", "Malta", "+356"), country("US", "United States", "+1"), country("AX", "Åland", "+358")],
};

export const CURRENCIES = {
  currencies: [
    { code: "EUR", name: "Euro", symbol: "€", decimals: 2, isCrypto: false },
    { code: "USD", name: "US Dollar", symbol: "$", decimals: 2, isCrypto: false },
  ],
};

/** A get-location answer for a visitor in `code`. */
export const locationData = (code: string) => ({ location: { country: { code, name: code }, ipInfo: { ip: "203.0.113.7", subdivisions: [] } } });

export const CREATED = {
  accessToken: "tok-signed-up",
  createUser: {
    userId: 40,
    username: "player40",
    email: "new@example.com",
    currencyCode: "EUR",
    countryCode: "DE",
    createdAt: "2026-11-22T12:00:00.000Z",
    registrationType: "full",
  },
};

