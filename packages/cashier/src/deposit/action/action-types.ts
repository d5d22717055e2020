import type { DepositAction } from "@casino/api-client";

/** One variant of the deposit answer's action. */
export type ActionOf<T extends DepositAction["type"]> = Extract<DepositAction, { type: T }>;

/** The expiry as the player's locale writes a date and time. */
export const formatExpiry = (expiresAt: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(expiresAt));
