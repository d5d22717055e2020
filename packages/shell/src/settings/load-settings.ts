import { parseAppSettings, type AppSettings } from "@casino/domain";

const ENV_PREFIX = "VITE_SETTING_";

/** VITE_SETTING_<key>=<JSON or text> overrides one setting (spec §3: settings can be overridden by environment variables). */
export function envOverrides(env: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(ENV_PREFIX) || typeof raw !== "string") continue;
    const key = name.slice(ENV_PREFIX.length);
    try {
      overrides[key] = JSON.parse(raw);
    } catch {
      overrides[key] = raw;
    }
  }
  return overrides;
}

/**
 * Brand settings baked in at build time, then GET settings2 (`remote`), then environment overrides; validated
 * once into one typed value. `api` never comes from the server: it is where settings2 itself was read from; nor
 * does `contentSecurity`: the build wrote the Content-Security-Policy from it, and the API can't widen what may run.
 */
export function loadSettings(
  brand: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, unknown>>,
  remote: Readonly<Record<string, unknown>> = {},
): AppSettings {
  const { api: _api, contentSecurity: _contentSecurity, ...fromServer } = remote;
  return parseAppSettings({ ...brand, ...fromServer, ...envOverrides(env) });
}
