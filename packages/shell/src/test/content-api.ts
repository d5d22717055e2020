import { configureShellApiClient } from "../api/configure-api.ts";

type Texts = Record<string, string>;

/**
 * Points the api-client at an in-memory content service: GET locales/{locale}.json answers `texts[locale]`
 * (404 for a locale not given, 500 while `failing`); every other call answers 404. Returns the request log.
 */
export function serveContentTexts(texts: Record<string, Texts>, options: { failing?: () => boolean } = {}) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    requests.push(`${url.pathname}${url.search}`);
    const match = /^\/api\/core\/casino\/locales\/([^/]+)\.json$/.exec(url.pathname);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (!match) return json(404, { success: false, code: "NOT_FOUND", message: "Not found" });
    if (options.failing?.()) return json(500, { success: false, code: "INTERNAL", message: "Internal server error" });
    const locale = decodeURIComponent(match[1] ?? "");
    const localeTexts = texts[locale];
    if (!localeTexts) return json(404, { success: false, code: "LOCALE_NOT_FOUND", message: "Not found" });
    return json(200, { success: true, data: { locale, texts: localeTexts } });
  };
  configureShellApiClient({ api: { baseUrl: "" }, defaultLanguage: "en" }, { fetch: fetch as typeof globalThis.fetch });
  return requests;
}
