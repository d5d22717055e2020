import { cors } from "hono/cors";

/** Headers the api-client sends on every call (spec §7), besides content-type. */
export const allowedHeaders = [
  "authorization",
  "accept-language",
  "content-type",
  "x-system-token",
  "idempotency-key",
  "cache-control",
  "pragma",
  // Sandbox only: where get-location and game launch place the visitor (e2e sets them as extra headers).
  "x-sandbox-country",
  "x-sandbox-subdivision",
];

const devHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Any port of localhost over http or https: the dev server, preview and built brands. */
export function isDevOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && devHosts.has(url.hostname);
  } catch {
    return false;
  }
}

export const devCors = () =>
  cors({
    origin: (origin) => (isDevOrigin(origin) ? origin : null),
    credentials: true,
    allowHeaders: allowedHeaders,
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    maxAge: 600,
  });
