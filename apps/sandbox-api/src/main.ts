import { createApp } from "./app.ts";
import type { EventSink } from "./context.ts";
import { readConfig } from "./config.ts";
import { prepareDatabase } from "./db/database.ts";
import { sweepSessionLimits } from "./repos/session-limit.ts";
import { findSessionUser } from "./repos/sessions.ts";
import type { Realtime } from "./realtime/socket.ts";
import { startServer } from "./server.ts";

const config = readConfig();
const { db, seeded } = prepareDatabase(config.dbPath, { brandsDir: config.brandsDir, gameCount: config.gameCount });
if (seeded) console.log(`sandbox database created and seeded at ${config.dbPath}`);

// The app exists before the socket server it emits through, so the sink looks the server up on each event.
const realtime: { current?: Realtime } = {};
const events: EventSink = { emitToUser: (userId, event, payload) => realtime.current?.emitToUser(userId, event, payload) };
const app = createApp({ db, brandsDir: config.brandsDir, logRequests: config.logRequests, geo: config.geo, kyc: config.kyc, events, webVitalsSampleRate: config.webVitalsSampleRate });
const server = await startServer({
  app,
  host: config.host,
  port: config.port,
  authenticate: (token) => findSessionUser(db, token),
});
realtime.current = server.realtime;
// A session whose time limit runs out ends (and its games close over the socket) even when nobody calls meanwhile.
const sessionLimitSweep = setInterval(() => sweepSessionLimits({ db, events, clock: () => new Date() }), 15_000);
sessionLimitSweep.unref();
console.log(`sandbox API listening on ${server.url}`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    console.log(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal}: stopping the sandbox API`);
  const force = setTimeout(() => process.exit(1), 5000).unref();
  clearInterval(sessionLimitSweep);
  await server.close();
  db.close();
  clearTimeout(force);
  process.exit(0);
}

process.on("SIGINT", (signal) => void shutdown(signal));
process.on("SIGTERM", (signal) => void shutdown(signal));
