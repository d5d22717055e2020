import type { Hono } from "hono";
import { createApp } from "../app.ts";
import { prepareDatabase, type Database } from "../db/database.ts";
import { createBrandsFixture, type Fixture } from "./fixtures.ts";

export interface TestApp {
  app: Hono;
  db: Database;
  fx: Fixture;
  close(): void;
}

/** A seeded database in a temporary folder and the app on it; close() removes both. */
export function createTestApp(fx: Fixture = createBrandsFixture()): TestApp {
  const { db } = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
  const app = createApp({ db, brandsDir: fx.brandsDir });
  return {
    app,
    db,
    fx,
    close() {
      db.close();
      fx.cleanup();
    },
  };
}
