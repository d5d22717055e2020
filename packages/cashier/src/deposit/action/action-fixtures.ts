import type { DepositAction, DepositResult } from "@casino/api-client";
import { paymentFixture } from "@casino/api-client/test-support";

// Deposit answers shaped like the sandbox's (apps/sandbox-api payments-provider.ts), for tests and stories.

export const FIXTURE_NOW = new Date("2026-11-22T12:00:00.000Z");
const inMinutes = (minutes: number, from = FIXTURE_NOW) => new Date(from.getTime() + minutes * 60_000).toISOString();

/** The sandbox's answer around `action`; `issuedAt` is the server's time of it (payment.createdAt). */
export function depositResult(action: DepositAction, options: { currency?: string; amount?: number; issuedAt?: Date } = {}): DepositResult {
  const { currency = "EUR", amount = 25, issuedAt = FIXTURE_NOW } = options;
  return {
    payment: paymentFixture({
      id: "pay_01", status: "pending", methodId: 1, methodName: "method", methodTitle: "Method",
      currency, amount, netAmount: amount, createdAt: issuedAt.toISOString(), completedAt: null,
    }),
    action,
  };
}

export const cryptoAction = (from = FIXTURE_NOW): DepositAction => ({
  type: "crypto",
  address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  network: "USDT-TRC20",
  networkName: "Tron (TRC-20)",
  payCurrency: "USDT",
  payAmount: 27.12345678,
  qrPayload: "tether:TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7?amount=27.12345678",
  expiresAt: inMinutes(60, from),
});

export const UPI_LINK = "upi://pay?pa=sandboxcasino@upi&pn=Sandbox%20Casino&am=500.00&cu=INR&tr=pay_01";

export const upiQrAction = (qrPayload = UPI_LINK, from = FIXTURE_NOW, minutes = 5): DepositAction => ({
  type: "upi_qr",
  qrPayload,
  expiresAt: inMinutes(minutes, from),
});

/** A valid link too long for any QR version: the library refuses to encode it ("cannot decode"). */
export const UNDRAWABLE_UPI_LINK = `${UPI_LINK}&tn=${"x".repeat(4000)}`;

export const upiCollectAction = (from = FIXTURE_NOW): DepositAction => ({ type: "upi_collect", upiId: "ada@okaxis", expiresAt: inMinutes(10, from) });

export const bankTransferAction = (from = FIXTURE_NOW): DepositAction => ({
  type: "bank_transfer",
  beneficiary: "Sandbox Casino Ltd",
  bankName: "Sandbox Bank Malta",
  iban: "MT84MALT011000012345MTLCAST001S",
  bic: "MALTMTMT",
  reference: "DEP-1A2B3C4D",
  expiresAt: inMinutes(7 * 24 * 60, from),
});
