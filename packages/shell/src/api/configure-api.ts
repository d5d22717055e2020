import { i18n } from "@lingui/core";
import { configureApiClient } from "@casino/api-client";
import type { AppSettings } from "@casino/domain";
import { useSessionStore } from "../session/session-store.ts";

/**
 * Configures the api-client once at start, from brand.json and the environment (settings2 cannot move the API
 * it is read from): the token from the session store, the active language, and HTTP 403 as session expiry.
 */
export function configureShellApiClient(settings: Pick<AppSettings, "api" | "defaultLanguage">, options: { fetch?: typeof fetch } = {}): void {
  configureApiClient({
    baseUrl: settings.api.baseUrl,
    systemToken: settings.api.systemToken,
    getToken: () => useSessionStore.getState().token,
    getLanguage: () => i18n.locale || settings.defaultLanguage,
    onSessionExpired: () => useSessionStore.getState().expire(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
