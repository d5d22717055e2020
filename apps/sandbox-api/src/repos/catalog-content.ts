import type { ScriptEntry } from "@casino/api-client";
import type { Database } from "better-sqlite3";

/** The supported locale matching `asked` ignoring case and "_" vs "-" ("pt_br" -> "pt-BR"), if any. */
export function findContentLocale(db: Database, asked: string): string | undefined {
  return db
    .prepare("SELECT code FROM content_locales WHERE lower(code) = lower(?)")
    .pluck()
    .get(asked.replace(/_/g, "-")) as string | undefined;
}

/** English, overlaid by the locale's language ("pt" for "pt-BR"), overlaid by the locale itself. */
export function contentTexts(db: Database, locale: string): Record<string, string> {
  const chain = [...new Set(["en", locale.split("-")[0]!, locale])];
  const rows = db
    .prepare(
      `SELECT t.key, t.value FROM content_texts t
       JOIN json_each(?) AS chain ON chain.value = t.locale
       ORDER BY chain.key`,
    )
    .all(JSON.stringify(chain)) as Array<{ key: string; value: string }>;
  const texts: Record<string, string> = {};
  for (const row of rows) texts[row.key] = row.value;
  return texts;
}

export interface ScriptAudience {
  authenticated: boolean;
  depositor: boolean;
}

/** Entries for everyone, plus those for guests, or for players and then depositors or non-depositors. */
export function listScripts(db: Database, { authenticated, depositor }: ScriptAudience): ScriptEntry[] {
  const audiences = ["all", ...(authenticated ? ["users", depositor ? "depositors" : "non-depositors"] : ["guests"])];
  return db
    .prepare(
      `SELECT key, head, body_start AS bodyStart, body_end AS bodyEnd FROM marketing_scripts
       WHERE audience IN (SELECT value FROM json_each(?)) ORDER BY sort_order`,
    )
    .all(JSON.stringify(audiences)) as ScriptEntry[];
}
