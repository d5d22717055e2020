import { randomBytes } from "node:crypto";
import type { CryptoNetwork, DepositAction, PaymentFields } from "@casino/api-client";
import type { StoredMethod } from "./payments-methods.ts";
import type { ProviderData } from "./payments.ts";

// The sandbox's fake payment provider: what it answers when a deposit starts, by the method's flow.
// Its rules are a real provider's, not magic amounts: PSD2's low-value exemption decides whether a card
// needs 3-D Secure, issuers decline expired cards and the provider's published decline test cards.

/** Rough USD values, fixed so crypto amounts and the 3DS exemption are reproducible. */
const USD_RATES: Record<string, number> = {
  USD: 1, EUR: 1.08, GBP: 1.27, CAD: 0.73, AUD: 0.66, NZD: 0.61, CHF: 1.12, TRY: 0.031, INR: 0.012, BRL: 0.19,
  BTC: 65_000, ETH: 3_200, USDT: 1, USDC: 1, LTC: 80,
};

/** `amount` of `from` in `to`, rounded to `decimals`; undefined when the provider has no rate. */
export function convert(amount: number, from: string, to: string, decimals: number): number | undefined {
  const fromRate = USD_RATES[from];
  const toRate = USD_RATES[to];
  if (fromRate === undefined || toRate === undefined) return undefined;
  return Number(((amount * fromRate) / toRate).toFixed(decimals));
}

/** PSD2 low-value exemption: card payments under 30 EUR skip 3-D Secure. */
export const THREE_DS_EXEMPTION_EUR = 30;
export function needsThreeDs(amount: number, currency: string): boolean {
  const eur = convert(amount, currency, "EUR", 2);
  return eur === undefined || eur >= THREE_DS_EXEMPTION_EUR;
}

/** The provider's documented test cards that its issuer simulator always declines. */
export const DECLINED_TEST_CARDS: Readonly<Record<string, string>> = {
  "4000000000000002": "Card declined by the issuer",
  "4000000000009995": "Insufficient funds on the card",
};

/** The one-time code the sandbox's 3-D Secure step accepts. */
export const THREE_DS_CODE = "123456";

const MINUTE = 60_000;
/** How long a started deposit waits for the player, by flow. */
const lifetimeMs: Record<StoredMethod["flow"], number> = {
  card: 30 * MINUTE, redirect: 30 * MINUTE, crypto: 60 * MINUTE, upi_qr: 5 * MINUTE, upi_collect: 10 * MINUTE, bank_transfer: 7 * 24 * 60 * MINUTE,
};

export const SANDBOX_BANK = { beneficiary: "Sandbox Casino Ltd", bankName: "Sandbox Bank Malta", iban: "MT84MALT011000012345MTLCAST001S", bic: "MALTMTMT" };
export const SANDBOX_UPI_VPA = "sandboxcasino@upi";

const uriScheme: Record<string, string> = { BTC: "bitcoin", ETH: "ethereum", USDT: "tether", LTC: "litecoin" };

export interface StartInput {
  paymentId: string;
  method: StoredMethod;
  /** Major units of the account currency. */
  amount: number;
  currency: string;
  fields: PaymentFields;
  /** The page the player is sent to for card and redirect flows. */
  payPageUrl: string;
  now: Date;
}

export interface Started {
  provider: ProviderData;
  action: DepositAction;
}

/** What the provider answers for a new deposit; undefined network/rate are checked by the caller first. */
export function startDeposit({ paymentId, method, amount, currency, fields, payPageUrl, now }: StartInput): Started {
  const expiresAt = new Date(now.getTime() + lifetimeMs[method.flow]).toISOString();
  switch (method.flow) {
    case "card":
      return { provider: { expiresAt, threeDs: needsThreeDs(amount, currency) }, action: { type: "redirect", url: payPageUrl } };
    case "redirect":
      return { provider: { expiresAt }, action: { type: "redirect", url: payPageUrl } };
    case "crypto": {
      const network = method.networks.find((n) => n.code === fields.network) as CryptoNetwork;
      const payAmount = convert(amount, currency, network.currency, 8) as number;
      const qrPayload = `${uriScheme[network.currency] ?? network.currency.toLowerCase()}:${network.address}?amount=${payAmount}`;
      const action = { type: "crypto", address: network.address, network: network.code, networkName: network.name, payCurrency: network.currency, payAmount, qrPayload, expiresAt } as const;
      return { provider: { expiresAt, network: network.code, payCurrency: network.currency, payAmount }, action };
    }
    case "upi_qr": {
      const qrPayload = `upi://pay?pa=${SANDBOX_UPI_VPA}&pn=Sandbox%20Casino&am=${amount.toFixed(2)}&cu=${currency}&tr=${paymentId}`;
      return { provider: { expiresAt, qrPayload }, action: { type: "upi_qr", qrPayload, expiresAt } };
    }
    case "upi_collect":
      return { provider: { expiresAt }, action: { type: "upi_collect", upiId: (fields.upiId ?? "").trim(), expiresAt } };
    case "bank_transfer": {
      const reference = `DEP-${randomBytes(4).toString("hex").toUpperCase()}`;
      return { provider: { expiresAt, reference }, action: { type: "bank_transfer", ...SANDBOX_BANK, reference, expiresAt } };
    }
  }
}

/** The issuer's answer to a card: a decline reason, or undefined when it authorises. */
export function issuerDecline(cardNumber: string | undefined): string | undefined {
  return cardNumber === undefined ? undefined : DECLINED_TEST_CARDS[cardNumber.replace(/[\s-]/g, "")];
}
