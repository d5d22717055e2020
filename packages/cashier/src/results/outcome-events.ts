import * as v from "valibot";
import { DepositEventSchema, FailedDepositEventSchema, getUserDetails } from "@casino/api-client";
import { trackCompletedDeposit } from "./deposit-tracking.ts";

/** How a deposit that was still open ended, as the socket reported it. */
export type DepositOutcome = { kind: "deposit"; at: number } | { kind: "failedDeposit"; code: string; at: number };

/** An outcome this old no longer belongs to the deposit the player just returned from. */
const OUTCOME_FRESH_MS = 2 * 60_000;
let latest: DepositOutcome | undefined;
let watching = false;

// The socket event has the amount and the count but not the currency: it is the account's, read once per deposit.
async function trackSocketDeposit(count: number, amount: number): Promise<void> {
  const currencyCode = await getUserDetails().then(
    (user) => user.currencyCode,
    () => undefined,
  );
  trackCompletedDeposit({ depositCount: count, amount, currencyCode });
}

/**
 * Listens for the socket's deposit events for the whole visit, not only while a result modal is open: a crypto or
 * bank deposit can arrive on any page, and the event can come before a lazy result modal has loaded.
 */
export function watchDepositEvents(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("deposit", (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!v.is(DepositEventSchema, detail)) return;
    latest = { kind: "deposit", at: Date.now() };
    void trackSocketDeposit(detail.count, detail.amount);
  });
  window.addEventListener("failedDeposit", (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!v.is(FailedDepositEventSchema, detail)) return;
    latest = { kind: "failedDeposit", code: detail.code, at: Date.now() };
  });
}

/** The outcome reported at or after `since` (ms epoch) and in the last two minutes, if any. */
export function outcomeSince(since: number, now = Date.now()): DepositOutcome | undefined {
  if (!latest || latest.at < since || now - latest.at > OUTCOME_FRESH_MS) return undefined;
  return latest;
}

/** Tests start each case without an outcome. */
export function forgetDepositOutcome(): void {
  latest = undefined;
}
