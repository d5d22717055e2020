// Card form rules (spec §5 "Card: number valid; expiry MM/YY with invalid month, past date and required messages;
// CVC exactly 3 digits"). The sandbox checks deposits with the same functions.

const CARD_SEPARATORS = /[\s-]/g;
const CARD_DIGITS = /^\d{12,19}$/;

/** Luhn check of 12-19 digits; spaces and dashes the player typed are ignored. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(CARD_SEPARATORS, "");
  if (!CARD_DIGITS.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export type ExpiryProblem = "required" | "invalid-format" | "invalid-month" | "past";

const EXPIRY_FORMAT = /^(\d{2})\/(\d{2})$/;

/**
 * "MM/YY" (two digits each, so "1/30" is a format problem). A card is valid to the end of its expiry month, in UTC
 * like the sandbox, so this month still passes.
 */
export function cardExpiryProblem(expiry: string, now: Date): ExpiryProblem | null {
  const value = expiry.trim();
  if (value === "") return "required";
  const match = EXPIRY_FORMAT.exec(value);
  if (!match) return "invalid-format";
  const month = Number(match[1]);
  if (month < 1 || month > 12) return "invalid-month";
  // Date.UTC with the 1-based month is the first instant of the following month.
  const endOfMonth = Date.UTC(2000 + Number(match[2]), month, 1);
  return now.getTime() >= endOfMonth ? "past" : null;
}

export function cvcValid(cvc: string): boolean {
  return /^\d{3}$/.test(cvc.trim());
}

/** Digits in groups of four while typing ("4111111111111111" -> "4111 1111 1111 1111"); other characters dropped, 19 digits at most. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}
