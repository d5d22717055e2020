import type { Context } from "hono";
import type { Database } from "better-sqlite3";
import { requestIp } from "../auth/visitor.ts";
import type { GeoConfig } from "../context.ts";
import { badRequest } from "../http/errors.ts";
import { findCountry } from "../repos/catalog-reference.ts";

/** German states, so the spec's DE + ST geo-block case reads naturally; other countries echo the code. */
const germanStates: Record<string, string> = {
  BW: "Baden-Württemberg", BY: "Bavaria", BE: "Berlin", BB: "Brandenburg", HB: "Bremen", HH: "Hamburg",
  HE: "Hesse", MV: "Mecklenburg-Vorpommern", NI: "Lower Saxony", NW: "North Rhine-Westphalia",
  RP: "Rhineland-Palatinate", SL: "Saarland", SN: "Saxony", ST: "Saxony-Anhalt", SH: "Schleswig-Holstein", TH: "Thuringia",
};

export interface VisitorLocation {
  country: { code: string; name: string };
  subdivisions: Array<{ code: string; name: string }>;
  ip: string;
}

/**
 * The sandbox has no IP database: the visitor's country comes from the `x-sandbox-country` header or the
 * `country` query parameter (tests, e2e, a developer trying the geo-block), else the configured default.
 * `x-sandbox-subdivision` / `subdivision` adds an ISO 3166-2 subdivision (e.g. DE + ST).
 */
export function visitorLocation(c: Context, db: Database, geo: GeoConfig): VisitorLocation {
  const asked = c.req.header("x-sandbox-country") ?? c.req.query("country");
  const country = findCountry(db, asked || geo.defaultCountry);
  if (!country) throw badRequest(`Unknown country code "${asked}"`, "UNKNOWN_COUNTRY");
  const subdivision = (c.req.header("x-sandbox-subdivision") ?? c.req.query("subdivision"))?.toUpperCase();
  const subdivisions = subdivision
    ? [{ code: subdivision, name: (country.code === "DE" && germanStates[subdivision]) || subdivision }]
    : [];
  return { country: { code: country.code, name: country.name }, subdivisions, ip: requestIp(c) };
}
