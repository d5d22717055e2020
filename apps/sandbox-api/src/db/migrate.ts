import type { Database } from "better-sqlite3";

export interface Migration {
  /** Sortable and unique, e.g. "0002-users": the file name without extension. */
  id: string;
  sql: string;
}

export interface MigrationResult {
  /** Ids applied by this run, in order. */
  applied: string[];
  /** True when the database had no migration before this run. */
  fresh: boolean;
}

function assertOrdered(migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    const previous = migrations[i - 1]!.id;
    const current = migrations[i]!.id;
    if (current <= previous) {
      throw new Error(`Migrations must be listed in increasing id order: "${current}" follows "${previous}"`);
    }
  }
}

/** Applies, each in its own transaction, the migrations not yet recorded in the `migrations` table. */
export function migrate(db: Database, migrations: readonly Migration[]): MigrationResult {
  assertOrdered(migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db.prepare("SELECT id FROM migrations").pluck().all() as string[],
  );
  const known = new Set(migrations.map((m) => m.id));
  const unknown = [...done].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `The database has migrations this code does not know (${unknown.join(", ")}); reset it with \`pnpm --filter @casino/sandbox-api reset\``,
    );
  }

  const record = db.prepare("INSERT INTO migrations (id, applied_at) VALUES (?, ?)");
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, new Date().toISOString());
    })();
    applied.push(migration.id);
  }
  return { applied, fresh: done.size === 0 };
}
