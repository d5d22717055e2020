/**
 * An amount as a player types it, in any of the interface's languages: digits of the numbering systems the 38 locales
 * write (Latin, Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width) and one decimal separator (".", "," or the
 * Arabic "٫"). No grouping: "1,000" is one and no thousandths, exactly as "1.000" is. Returns the plain "123.45" form,
 * or undefined for anything else (a sign, letters, two separators, an empty text).
 */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10] as const;
const DECIMAL_SEPARATORS = /[.,\u066b]/;

function asciiDigit(char: string): string | undefined {
  const code = char.codePointAt(0) ?? -1;
  const zero = DIGIT_ZEROS.find((base) => code >= base && code <= base + 9);
  return zero === undefined ? undefined : String(code - zero);
}

export function normaliseAmountInput(raw: string): string | undefined {
  let out = "";
  let separators = 0;
  for (const char of raw.trim()) {
    const digit = asciiDigit(char);
    if (digit !== undefined) out += digit;
    else if (DECIMAL_SEPARATORS.test(char) && separators++ === 0) out += ".";
    else return undefined;
  }
  return /^\d+(\.\d+)?$/.test(out) ? out : undefined;
}

/** The typed amount as a number, or undefined when it is not one (see normaliseAmountInput). */
export function parseAmountInput(raw: string): number | undefined {
  const text = normaliseAmountInput(raw);
  return text === undefined ? undefined : Number(text);
}

/** How many decimals the player typed (0 for a whole amount or a text that is not an amount). */
export function typedDecimals(raw: string): number {
  return normaliseAmountInput(raw)?.split(".")[1]?.length ?? 0;
}
