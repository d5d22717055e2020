import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { successEnvelope } from "../../core/envelope.ts";
import { apiRequest } from "../../core/request.ts";
import { PAYMENT_FLOWS, PaymentFieldSpecSchema } from "./payment-schema.ts";

/** Countries hidden by the player's tags: perTag[tag] for each tag the player has that perTag names; then
 * matched when at least one did, unmatched when the player has tags but none did, default when no tags. */
export const TagRestrictedCountriesSchema = v.object({
  matched: v.array(v.string()),
  unmatched: v.array(v.string()),
  perTag: v.record(v.string(), v.array(v.string())),
  default: v.array(v.string()),
});
export type TagRestrictedCountries = v.InferOutput<typeof TagRestrictedCountriesSchema>;

/** Inclusive, in the currency's major unit. */
export const AmountLimitsSchema = v.object({ min: v.number(), max: v.number() });
export type AmountLimits = v.InferOutput<typeof AmountLimitsSchema>;

export const CryptoNetworkSchema = v.object({
  /** Sent back as fields.network, e.g. "USDT-TRC20". */
  code: v.string(),
  name: v.string(),
  /** The coin paid on this network. */
  currency: v.string(),
  /** The player's top-up address on this network. */
  address: v.string(),
});
export type CryptoNetwork = v.InferOutput<typeof CryptoNetworkSchema>;

/** Spec §3 Payment method, plus what the cashier needs to render and check it. Empty lists mean "no rule". */
export const PaymentMethodSchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.string(),
  description: v.string(),
  rawTitle: v.string(),
  thumbnailUrl: v.string(),
  isActive: v.boolean(),
  hidden: v.boolean(),
  withdrawalExist: v.boolean(),
  sortPriority: v.number(),
  allowedCountries: v.array(v.string()),
  restrictedCountries: v.array(v.string()),
  tagRestrictedCountries: TagRestrictedCountriesSchema,
  allowedCurrencies: v.array(v.string()),
  restrictedCurrencies: v.array(v.string()),
  /** Only these e-mail addresses (or "@domain" entries) see the method. */
  allowEmails: v.array(v.string()),
  /** Only players with one of these tags see the method. */
  allowTags: v.array(v.string()),
  /** The provider's kind: card, crypto, upi_qr, upi_id, netbanking, bank_transfer, ewallet. */
  paymentMethod: v.string(),
  flow: v.picklist(PAYMENT_FLOWS),
  isCardForm: v.boolean(),
  isCrypto: v.boolean(),
  requiresEmailVerification: v.boolean(),
  requiresPhone: v.boolean(),
  /** Deposit min and max per currency code. */
  limits: v.record(v.string(), AmountLimitsSchema),
  withdrawalLimits: v.record(v.string(), AmountLimitsSchema),
  withdrawalFeePercent: v.number(),
  networks: v.array(CryptoNetworkSchema),
  depositFields: v.array(PaymentFieldSpecSchema),
  withdrawalFields: v.array(PaymentFieldSpecSchema),
});
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PaymentMethodsSchema = v.object({ payments: v.array(PaymentMethodSchema) });
export const PaymentMethodsResponseSchema = successEnvelope(PaymentMethodsSchema);

export interface PaymentMethodsFilter {
  currencyCode: string;
  countryCode?: string | undefined;
  /** The language of the methods' titles (else Accept-Language). */
  language?: string | undefined;
}

/**
 * GET /api/admin/get-payments: the methods for a currency and country (allowed/restricted lists applied),
 * sorted by sortPriority. E-mail, tag, hidden and active rules are left to the client.
 */
export async function getPayments(filter: PaymentMethodsFilter, options: { signal?: AbortSignal } = {}) {
  const { data } = await apiRequest({
    path: "/api/admin/get-payments",
    query: { currencyCode: filter.currencyCode, countryCode: filter.countryCode, language: filter.language },
    schema: PaymentMethodsResponseSchema,
    ...options,
  });
  return data.payments;
}

export const paymentMethodsQueryOptions = (filter: PaymentMethodsFilter) =>
  queryOptions({ queryKey: ["payment-methods", filter] as const, queryFn: ({ signal }) => getPayments(filter, { signal }) });
