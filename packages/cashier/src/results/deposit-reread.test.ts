import { describe, expect, it } from "vitest";
import type { Transaction } from "@casino/api-client";
import { rereadOutcome, type OpenDeposit } from "./deposit-reread.ts";

const row = (id: string, status: Transaction["status"], date: string, type = "deposit"): Transaction => ({
  id,
  date,
  method: "SEPA transfer",
  type,
  amount: 50,
  currency: "EUR",
  status,
  bonus: 0,
  bonusId: null,
});

const at = (time: string) => Date.parse(`2026-11-27T${time}Z`);
const byId = (paymentId: string): OpenDeposit => ({ paymentId });
const since = (time: string): OpenDeposit => ({ createdSince: at(time) });

// Latest first, as the API answers.
const rows = [
  row("p3", "pending", "2026-11-27T10:05:00.000Z"),
  row("L9", "completed", "2026-11-27T10:04:00.000Z", "bonus"),
  row("p2", "completed", "2026-11-27T10:00:00.000Z"),
  row("p1", "failed", "2026-11-27T09:00:00.000Z"),
];

describe("rereadOutcome", () => {
  it.each<[string, Transaction[], OpenDeposit, ReturnType<typeof rereadOutcome>]>([
    ["a completed deposit by id", rows, byId("p2"), "deposit"],
    ["a failed deposit by id", rows, byId("p1"), "failedDeposit"],
    ["a cancelled deposit by id", [row("p4", "cancelled", "2026-11-27T10:00:00.000Z")], byId("p4"), "failedDeposit"],
    ["a pending deposit by id (still open)", rows, byId("p3"), undefined],
    ["a processing deposit by id (3-D Secure under way)", [row("p5", "processing", "2026-11-27T10:00:00.000Z")], byId("p5"), undefined],
    ["an id not in the answer", rows, byId("p9"), undefined],
    ["a wallet movement with the id is not a deposit", [row("L9", "completed", "2026-11-27T10:00:00.000Z", "bonus")], byId("L9"), undefined],
    ["no deposits at all", [], byId("p1"), undefined],
    ["the latest deposit since a moment: still pending", rows, since("10:01:00"), undefined],
    ["the latest deposit since a moment: completed", rows.slice(1), since("09:30:00"), "deposit"],
    ["the latest deposit since a moment: failed", rows.slice(3), since("08:00:00"), "failedDeposit"],
    ["made exactly at the moment counts", rows.slice(2), since("10:00:00"), "deposit"],
    ["only deposits older than the moment", rows.slice(1), since("10:02:00"), undefined],
  ])("%s", (_name, answer, open, expected) => {
    expect(rereadOutcome(answer, open)).toBe(expected);
  });
});
