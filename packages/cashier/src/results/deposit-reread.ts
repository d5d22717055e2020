import type { Transaction } from "@casino/api-client";

/** The deposit a waiting view stands for: the one it created (its payment id), or the latest made since a moment. */
export type OpenDeposit = { paymentId: string } | { createdSince: number };

/** The socket event a settled deposit would have sent. */
export type RereadOutcome = "deposit" | "failedDeposit";

/**
 * How the open deposit ended, read from the player's latest deposits (GET /api/user/transactions, latest first; a
 * transaction id is the payment id): completed is the `deposit` event, failed or cancelled `failedDeposit`;
 * undefined while it is still open or not in the answer.
 */
export function rereadOutcome(rows: readonly Transaction[], open: OpenDeposit): RereadOutcome | undefined {
  const deposits = rows.filter((row) => row.type === "deposit");
  const row =
    "paymentId" in open
      ? deposits.find((deposit) => deposit.id === open.paymentId)
      : deposits.find((deposit) => Date.parse(deposit.date) >= open.createdSince);
  if (row?.status === "completed") return "deposit";
  if (row?.status === "failed" || row?.status === "cancelled") return "failedDeposit";
  return undefined;
}
