type MoneyFormat = (amount: number) => string;

// Building an Intl.NumberFormat costs far more than using one (the first in a locale loads its data: 50 ms on a
// slow phone), and a lobby formats the same currency over and over: one formatter per locale, currency and digits.
const formats = new Map<string, MoneyFormat>();

function moneyFormat(currency: string, locale: string, crypto: boolean): MoneyFormat {
  const key = `${locale}|${currency}|${crypto ? 8 : 2}`;
  const known = formats.get(key);
  if (known) return known;
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: crypto ? 8 : 2 };
  let format: MoneyFormat;
  try {
    const currencyFormat = new Intl.NumberFormat(locale, { style: "currency", currency, ...digits });
    format = (amount) => currencyFormat.format(amount);
  } catch {
    // Intl only takes three-letter codes; tokens such as USDT are written after the number.
    const plain = new Intl.NumberFormat(locale, digits);
    format = (amount) => `${plain.format(amount)} ${currency}`;
  }
  formats.set(key, format);
  return format;
}

/** Spec §5: amounts show 2 decimals, crypto up to 8. */
export function formatMoney(amount: number, currency: string, locale: string, options: { crypto?: boolean } = {}): string {
  return moneyFormat(currency, locale, options.crypto ?? false)(amount);
}
