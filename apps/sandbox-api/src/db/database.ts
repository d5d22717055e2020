import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { Database } from "better-sqlite3";
import { migrate, type Migration } from "./migrate.ts";
import { migrations as allMigrations } from "./migrations.ts";
import { seed, seeds as allSeeds, type Seed } from "./seed.ts";

export type { Database };

export interface PrepareOptions {
  brandsDir: string;
  clock?: () => Date;
  migrations?: readonly Migration[];
  seeds?: readonly Seed[];
  /** Games a new database is seeded with (SANDBOX_GAME_COUNT); the generator's 5,000 when not given. */
  gameCount?: number | undefined;
}

export interface PreparedDatabase {
  db: Database;
  /** Migration ids applied while opening. */
  applied: string[];
  /** True when the database was new and has just been seeded. */
  seeded: boolean;
}

export function openDatabase(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Opens the database, applies pending migrations and, when it had none before (a new database),
 * seeds it. All of it is one transaction, so a crash never leaves a migrated but unseeded file.
 */
export function prepareDatabase(file: string, options: PrepareOptions): PreparedDatabase {
  const { brandsDir, clock = () => new Date(), migrations = allMigrations, seeds = allSeeds, gameCount } = options;
  const db = openDatabase(file);
  try {
    return db.transaction(() => {
      const { applied, fresh } = migrate(db, migrations);
      if (fresh) seed(db, { brandsDir, now: clock(), gameCount }, seeds);
      return { db, applied, seeded: fresh };
    })();
  } catch (error) {
    db.close();
    throw error;
  }
}

export function deleteDatabase(file: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    fs.rmSync(file + suffix, { force: true });
  }
}

/** Deletes the database file and creates a freshly seeded one. Stop the server first. */
export function resetDatabase(file: string, options: PrepareOptions): PreparedDatabase {
  deleteDatabase(file);
  return prepareDatabase(file, options);
}
