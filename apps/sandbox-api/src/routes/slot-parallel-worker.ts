// A worker thread for the parallel-spin test: the whole app on its own connection to the same database file,
// spinning one game session as fast as it can while other workers do the same (see slot-parallel-limits.test.ts).
import { parentPort, workerData } from "node:worker_threads";
import { createApp } from "../app.ts";
import { openDatabase } from "../db/database.ts";

const { dbPath, brandsDir, session, bet, count } = workerData as { dbPath: string; brandsDir: string; session: string; bet: number; count: number };
const db = openDatabase(dbPath);
const app = createApp({ db, brandsDir });
const codes: Record<string, number> = {};
for (let i = 0; i < count; i++) {
  const res = await app.request("/sandbox/games/spin", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ session, bet }),
  });
  const body = (await res.json()) as { code?: string };
  const code = res.status === 200 ? "OK" : (body.code ?? String(res.status));
  codes[code] = (codes[code] ?? 0) + 1;
}
db.close();
parentPort?.postMessage(codes);
