import { getApiClientConfig } from "./config.ts";
import { apiErrorFromBody } from "./errors.ts";
import { buildHeaders, buildUrl } from "./request.ts";

/**
 * A POST that must outlive the page: sent as the tab is hidden or closed, with fetch's `keepalive` (the browser
 * delivers it after the page is gone; bodies up to 64 KB in all) and the headers of every call. No timeout and no
 * schema, since nobody waits for the answer; rejects on a network failure or a non-2xx answer.
 * Kept apart from apiRequest so the first download's request core carries nothing for it.
 */
export async function postKeepalive(path: string, body: unknown): Promise<void> {
  const config = getApiClientConfig();
  const doFetch = config.fetch ?? globalThis.fetch;
  const response = await doFetch(buildUrl(config.baseUrl, path, undefined), {
    method: "POST",
    headers: buildHeaders({ body }),
    body: JSON.stringify(body),
    keepalive: true,
  });
  if (!response.ok) throw apiErrorFromBody(response.status, await response.text());
}
