import { Hono } from "hono";
import { logger } from "hono/logger";
import type { Database } from "better-sqlite3";
import type { AppDeps } from "./context.ts";
import { devCors } from "./http/cors.ts";
import { onError, onNotFound } from "./http/errors.ts";
import { registerHealthRoutes } from "./routes/health.ts";
import { registerSettingsRoutes } from "./routes/settings.ts";

export interface CreateAppOptions {
  db: Database;
  brandsDir: string;
  clock?: () => Date;
  /** Log one line per request (off unless asked, so tests stay quiet). */
  logRequests?: boolean;
}

/** One line per resource; each module registers its routes on the app. */
const routeModules: ReadonlyArray<(app: Hono, deps: AppDeps) => void> = [
  registerHealthRoutes,
  registerSettingsRoutes,
];

export function createApp({ db, brandsDir, clock = () => new Date(), logRequests = false }: CreateAppOptions): Hono {
  const deps: AppDeps = { db, brandsDir, clock };
  const app = new Hono();
  if (logRequests) app.use(logger());
  app.use(devCors());
  for (const register of routeModules) register(app, deps);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
