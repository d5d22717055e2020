import type { Countries } from "@casino/api-client";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { resolveBrand } from "../repos/brands.ts";
import { listCountries, listCurrencies, registrationFields } from "../repos/catalog-reference.ts";
import { visitorLocation } from "./catalog-geo.ts";

export function registerCatalogReferenceRoutes(app: Hono, { db, geo }: AppDeps): void {
  app.get("/api/admin/get-all-country", (c) => {
    const allCountries = listCountries(db);
    // Registration is closed in the brand's excluded countries (spec §5 "registration restricted").
    const settings = resolveBrand(db, c.req.header("x-system-token"))?.settings ?? {};
    const excluded = new Set(Array.isArray(settings["excludedCountryCodeList"]) ? settings["excludedCountryCodeList"] : []);
    const rows = allCountries.filter((country) => !excluded.has(country.code));
    const data: Countries = { countries: { rows, count: rows.length }, allCountries };
    return c.json({ success: true, data });
  });

  app.get("/api/admin/get-currencies", (c) => c.json({ success: true, data: { currencies: listCurrencies(db) } }));

  app.get("/api/admin/get-registration-fields", (c) => c.json({ success: true, data: registrationFields(db) }));

  app.get("/api/admin/get-location", (c) => {
    const { country, subdivisions, ip } = visitorLocation(c, db, geo);
    // Spec §9: the client keeps the location 60 s; say the same to HTTP caches, per visitor.
    c.header("Cache-Control", "private, max-age=60");
    c.header("Vary", "x-sandbox-country, x-sandbox-subdivision");
    return c.json({ success: true, data: { location: { country, ipInfo: { ip, subdivisions } } } });
  });
}
