import type { Database } from "better-sqlite3";
import { isDevOrigin } from "../http/cors.ts";
import { listBrands } from "./brands.ts";

/** Origins named in a brand's settings: mirrorDomain[].url, mainDomain / siteUrl (whichever it has). */
function brandOrigins(db: Database): Set<string> {
  const origins = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value !== "string") return;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // not a URL: ignore
    }
  };
  for (const { settings } of listBrands(db)) {
    add(settings["siteUrl"]);
    add(settings["mainDomain"]);
    const mirrors = settings["mirrorDomain"];
    if (Array.isArray(mirrors)) for (const mirror of mirrors) add(typeof mirror === "string" ? mirror : (mirror as { url?: unknown })?.url);
  }
  return origins;
}

/**
 * The origin of `url` when it is a site the provider may send players back to (any localhost port, or a
 * brand's domain); undefined otherwise, so a payment page can never redirect to a stranger's site.
 */
export function siteOrigin(db: Database, url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return undefined;
  }
  return isDevOrigin(origin) || brandOrigins(db).has(origin) ? origin : undefined;
}
