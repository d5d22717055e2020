import type { Database } from "better-sqlite3";
import { brandsSeed } from "./seeds/brands.ts";

export interface SeedContext {
  brandsDir: string;
  now: Date;
}

export interface Seed {
  id: string;
  run(db: Database, context: SeedContext): void;
}

/** Run in this order on a new database; a seed may rely on rows of the seeds before it. */
export const seeds: readonly Seed[] = [brandsSeed];

export function seed(db: Database, context: SeedContext, list: readonly Seed[] = seeds): void {
  db.transaction(() => {
    for (const item of list) item.run(db, context);
  })();
}
