// A worker thread for the ledger concurrency test: its own connection to the same database file, debiting
// one wallet as fast as it can while other workers do the same (see ledger.test.ts).
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../db/database.ts";
import { NO_EVENTS } from "../context.ts";
import { InsufficientFundsError, debit } from "./ledger.ts";

const { dbPath, userId, count, amount } = workerData as { dbPath: string; userId: number; count: number; amount: number };
const db = openDatabase(dbPath);
const deps = { db, clock: () => new Date(), events: NO_EVENTS };
let ok = 0;
let refused = 0;
for (let i = 0; i < count; i++) {
  try {
    debit(deps, { userId, kind: "bet", cash: amount, currency: "EUR" });
    ok++;
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    refused++;
  }
}
db.close();
parentPort?.postMessage({ ok, refused });
