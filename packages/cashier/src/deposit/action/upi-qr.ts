/** Why a UPI QR payload cannot be shown (spec §8): none came, or it is not a UPI payment link. */
export type UpiQrProblem = "no-data" | "invalid-link";

const PAYEE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z0-9.-]{2,64}$/;

/**
 * A payload a UPI app can pay: `upi://pay?pa=<payee VPA>&...`. Anything else would show a QR the player's app
 * rejects after they scanned it, so it is refused before it is drawn. ("Cannot decode" is the QR library's own
 * failure and is found while drawing.)
 */
export function upiQrProblem(payload: string | null | undefined): UpiQrProblem | null {
  const value = (payload ?? "").trim();
  if (value === "") return "no-data";
  const match = /^upi:\/\/pay\?(.*)$/i.exec(value);
  if (!match) return "invalid-link";
  const payee = new URLSearchParams(match[1]).get("pa");
  return payee && PAYEE.test(payee) ? null : "invalid-link";
}
