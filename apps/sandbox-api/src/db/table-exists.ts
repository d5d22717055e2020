import type { Database } from "better-sqlite3";

/** Lets a vertical read another vertical's table only once that table's migration exists. */
export const tableExists = (db: Database, name: string): boolean =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(name) === 1;
