import type { Hono } from "hono";
import * as v from "valibot";
import { CountryBlockedPayloadSchema, LogEventPayloadSchema, WebVitalDataSchema } from "@casino/api-client";
import { WEB_VITAL_EVENT } from "@casino/domain";
import { requestIp } from "../auth/visitor.ts";
import type { AppDeps } from "../context.ts";
import { optionalUser } from "../http/auth.ts";
import { parseOrThrow, readBody, readQuery } from "../http/validate.ts";
import { findCountry } from "../repos/catalog-reference.ts";
import { insertCountryBlockReport, insertLoggedEvent, listCountryBlockReports, listLoggedEvents } from "../repos/shell-duties.ts";
import { webVitalSummaries } from "../repos/web-vitals.ts";
import { nearestPlace } from "./reverse-geocode-places.ts";

const EventsQuerySchema = v.object({
  event: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  limit: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000)), "500"),
  /** One player's events only: e2e workers run side by side, and the latest events of all of them soon pass any limit. */
  userId: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
});

const WebVitalsQuerySchema = v.object({ since: v.optional(v.pipe(v.string(), v.isoTimestamp())) });

const Coordinate = (min: number, max: number) => v.pipe(v.string(), v.toNumber(), v.minValue(min), v.maxValue(max));
const ReverseGeocodeQuerySchema = v.object({ lat: Coordinate(-90, 90), lon: Coordinate(-180, 180) });

/** Shell duties: tracking (log-event), the geo-block report and re-verify, and their sandbox read-outs for tests. */
export function registerShellDutyRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.post("/api/user/log-event", async (c) => {
    const user = optionalUser(c);
    const payload = await readBody(c, LogEventPayloadSchema);
    // A web-vital feeds the percentiles of GET /sandbox/web-vitals: its data must be one of the five metrics.
    const data = payload.event === WEB_VITAL_EVENT ? parseOrThrow(WebVitalDataSchema, payload.data) : payload.data;
    insertLoggedEvent(
      db,
      {
        userId: user?.userId ?? null,
        event: payload.event,
        data,
        mkt: payload.mkt ?? null,
        userDeviceType: payload.userDeviceType ?? null,
        cpnc: payload.cpncToSent ?? null,
        ip: requestIp(c),
      },
      clock(),
    );
    return c.json({ success: true, message: "Event logged" });
  });

  app.put("/api/user/country-blocked", async (c) => {
    const user = optionalUser(c);
    const { ip, country, firstUrl } = await readBody(c, CountryBlockedPayloadSchema);
    insertCountryBlockReport(db, { userId: user?.userId ?? null, ip, country, firstUrl: firstUrl ?? null, requestIp: requestIp(c) }, clock());
    return c.json({ success: true, message: "Location recorded" });
  });

  app.get("/sandbox/events", (c) => {
    const { event, limit, userId } = readQuery(c, EventsQuerySchema);
    return c.json({ success: true, data: { events: listLoggedEvents(db, event, limit, userId) } });
  });

  app.get("/sandbox/web-vitals", (c) => {
    const { since } = readQuery(c, WebVitalsQuerySchema);
    return c.json({ success: true, data: { vitals: webVitalSummaries(db, since && new Date(since).toISOString()) } });
  });

  app.get("/sandbox/country-blocked", (c) => c.json({ success: true, data: { reports: listCountryBlockReports(db) } }));

  // The default reverse geocoder of the geo-block re-verify: the nearest known place, so e2e runs offline.
  app.get("/sandbox/reverse-geocode", (c) => {
    const { lat, lon } = readQuery(c, ReverseGeocodeQuerySchema);
    const place = nearestPlace({ lat, lon });
    const country = findCountry(db, place.country);
    return c.json({
      countryCode: place.country,
      countryName: country?.name ?? place.country,
      subdivisionCode: place.subdivision,
      latitude: lat,
      longitude: lon,
    });
  });
}
