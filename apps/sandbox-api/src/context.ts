import type { Database } from "better-sqlite3";

/** What every route module receives. Add shared services here rather than importing singletons. */
export interface AppDeps {
  db: Database;
  brandsDir: string;
  clock: () => Date;
}
