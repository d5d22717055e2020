import { TRANSACTION_STATUSES, TRANSACTIONS_PAGE_SIZE, type Transactions } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { readQuery } from "../http/validate.ts";
import { expireStaleDeposits } from "../repos/payments-settle.ts";
import { listTransactions } from "../repos/wallet-transactions.ts";
import { languageOf } from "./bonus-query.ts";
import { intParam } from "./catalog-query.ts";

const day = v.pipe(v.string(), v.isoDate());

const TransactionsQuerySchema = v.object({
  type: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, "unknown type"))),
  status: v.optional(v.picklist(TRANSACTION_STATUSES)),
  from: v.optional(day),
  to: v.optional(day),
  limit: v.optional(intParam(1, 100), String(TRANSACTIONS_PAGE_SIZE)),
  offset: v.optional(intParam(0, 1_000_000), "0"),
  language: v.optional(v.string()),
});

export function registerWalletTransactionsRoutes(app: Hono, deps: AppDeps): void {
  app.get("/api/user/transactions", (c) => {
    const { userId } = requireUser(c);
    const query = readQuery(c, TransactionsQuerySchema);
    // A lapsed QR code or crypto address shows as cancelled rather than pending forever.
    expireStaleDeposits(deps, userId);
    const data: Transactions = listTransactions(deps.db, userId, { ...query, language: languageOf(c, query.language) });
    return c.json({ success: true, data });
  });
}
