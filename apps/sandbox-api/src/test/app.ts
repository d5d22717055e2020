import fs from "node:fs";
import path from "node:path";
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

// Seeding (5,000 games, every country, …) takes a while, so each test file seeds one template and copies it.
let template: Fixture | undefined;
function seededTemplate(): Fixture {
  if (!template) {
    template = createBrandsFixture();
    const { db } = prepareDatabase(template.dbPath, { brandsDir: template.brandsDir });
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    const done = template;
    process.once("exit", () => done.cleanup());
  }
  return template;
}

/** A seeded database in a temporary folder and the app on it; close() removes both. */
export function createTestApp(fx?: Fixture): TestApp {
  const fixture = fx ?? createBrandsFixture();
  if (!fx) {
    fs.mkdirSync(path.dirname(fixture.dbPath), { recursive: true });
    fs.copyFileSync(seededTemplate().dbPath, fixture.dbPath);
  }
  const { db } = prepareDatabase(fixture.dbPath, { brandsDir: fixture.brandsDir });
  const app = createApp({ db, brandsDir: fixture.brandsDir });
  return {
    app,
    db,
    fx: fixture,
    close() {
      db.close();
      fixture.cleanup();
    },
  };
}
