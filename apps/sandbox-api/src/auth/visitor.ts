import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isDevOrigin } from "../http/cors.ts";
import { depsOf } from "../http/deps.ts";

/** The caller's IP: a proxy's X-Forwarded-For first, else the socket's, else loopback (app.request in tests). */
export function requestIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    return "127.0.0.1";
  }
}

/**
 * The visitor's country as get-location reports it (routes/catalog-geo.ts): the `x-sandbox-country` header or
 * `country` query parameter, else the sandbox's configured default. Upper-case ISO code.
 */
export function visitorCountry(c: Context): string {
  const asked = c.req.header("x-sandbox-country") ?? c.req.query("country");
  return (asked || depsOf(c).geo.defaultCountry).trim().toUpperCase();
}

/** Origin of this API as the request reached it: e-mailed links point back here. */
export const apiOrigin = (c: Context): string => new URL(c.req.url).origin;

/**
 * Where a link in an e-mail sends the player back to: the requested base or the caller's Origin, only
 * if it is a local front end (no open redirect); "" (a relative path) otherwise.
 */
export function redirectBase(c: Context, requested: string | undefined): string {
  const candidate = (requested ?? c.req.header("origin") ?? "").replace(/\/+$/, "");
  if (candidate === "") return "";
  try {
    return isDevOrigin(new URL(candidate).origin) ? candidate : "";
  } catch {
    return "";
  }
}
