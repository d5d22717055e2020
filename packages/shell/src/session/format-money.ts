/** Spec §5: amounts show 2 decimals, crypto up to 8. */
export function formatMoney(amount: number, currency: string, locale: string, options: { crypto?: boolean } = {}): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: options.crypto ? 8 : 2 };
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency, ...digits }).format(amount);
  } catch {
    // Intl only takes three-letter codes; tokens such as USDT are written after the number.
    return `${new Intl.NumberFormat(locale, digits).format(amount)} ${currency}`;
  }
}
