import type { Migration } from "./migrate.ts";
import { migration as brandSettings } from "./migrations/0001-brand-settings.ts";
import { migration as sessions } from "./migrations/0002-sessions.ts";

/** Every migration, oldest first. A new migration is a new file in ./migrations plus one line here. */
export const migrations: readonly Migration[] = [brandSettings, sessions];
