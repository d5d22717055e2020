/**
 * What the expiry box shows while the player types: digits only, a "/" added after the month so "1226" reads
 * "12/26". While deleting, the slash is not put back, or Backspace could never remove it.
 */
export function formatExpiryInput(input: string, deleting: boolean): string {
  const digits = input.replace(/\D/g, "").slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** The CVC box keeps digits only. */
export const formatCvcInput = (input: string) => input.replace(/\D/g, "").slice(0, 3);
