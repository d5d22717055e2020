import { isValidTimeZone } from "@casino/domain";
import type { Context } from "hono";
import * as v from "valibot";
import { badRequest } from "../http/errors.ts";
import { resolveBrand } from "../repos/brands.ts";

/** An IANA time zone name; 400 INVALID_TIME_ZONE otherwise. Default UTC. */
export function timeZoneOf(value: string | undefined): string {
  if (value === undefined || value === "") return "UTC";
  if (!isValidTimeZone(value)) throw badRequest(`Unknown time zone ${value}`, "INVALID_TIME_ZONE");
  return value;
}

/** A call's optional `language` query. */
export const LanguageQuery = v.object({ language: v.optional(v.string()) });

/** The `language` query, else the client's Accept-Language (first tag), else English. */
export function languageOf(c: Context, query?: string): string {
  const header = c.req.header("accept-language")?.split(",")[0]?.split(";")[0]?.trim();
  return query || header || "en";
}

/** A brand setting of the request's brand (system token), e.g. verifyEmailOnBonusActivation. */
export function brandSetting(c: Context, key: string): unknown {
  const { db } = c.get("deps");
  return resolveBrand(db, c.req.header("x-system-token"))?.settings[key];
}

/** A positive whole number from the query string. */
export const idParam = v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1));
