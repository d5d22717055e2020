import { vi } from "vitest";
import { configureApiClient, type ApiClientConfig } from "../core/config.ts";

export interface FakeCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
  keepalive: boolean | undefined;
}

type Responder = (call: FakeCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fetch that records each call and answers with `respond`; configured into the api-client. */
export function useFakeFetch(respond: Responder = () => json({ success: true, data: null }), config: Partial<ApiClientConfig> = {}) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    const call: FakeCall = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof raw === "string" ? JSON.parse(raw) : raw,
      signal: init?.signal ?? undefined,
      keepalive: init?.keepalive,
    };
    calls.push(call);
    return respond(call);
  });
  const onSessionExpired = vi.fn();
  configureApiClient({
    baseUrl: "https://api.test",
    getToken: () => undefined,
    getLanguage: () => "en",
    onSessionExpired,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...config,
  });
  return { calls, fetch, onSessionExpired, last: () => calls[calls.length - 1]! };
}

/** A fetch that never answers until its signal aborts (for timeout tests). */
export const hangingResponder: Responder = (call) =>
  new Promise((_, reject) => {
    call.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
