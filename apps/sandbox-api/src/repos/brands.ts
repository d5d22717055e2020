import type { Database } from "better-sqlite3";

export const DEFAULT_BRAND = "curacao";

export interface Brand {
  brand: string;
  systemToken: string;
  settings: Record<string, unknown>;
}

interface BrandRow {
  brand: string;
  system_token: string;
  settings_json: string;
}

function toBrand(row: BrandRow): Brand {
  return {
    brand: row.brand,
    systemToken: row.system_token,
    settings: JSON.parse(row.settings_json) as Record<string, unknown>,
  };
}

export function listBrands(db: Database): Brand[] {
  const rows = db.prepare("SELECT * FROM brand_settings ORDER BY brand").all() as BrandRow[];
  return rows.map(toBrand);
}

/**
 * The brand whose system token matches; otherwise curacao, otherwise the first brand by name.
 * Undefined only when no brand was seeded.
 */
export function resolveBrand(db: Database, systemToken: string | undefined): Brand | undefined {
  const row = db
    .prepare(
      `SELECT * FROM brand_settings
       ORDER BY system_token = ? DESC, brand = ? DESC, brand
       LIMIT 1`,
    )
    .get(systemToken ?? null, DEFAULT_BRAND) as BrandRow | undefined;
  return row && toBrand(row);
}
