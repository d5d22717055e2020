import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReport, reportError, reportGate, resetErrorReports, scrubMessage, setErrorReporter, type ErrorReport } from "./report-error.ts";

describe("reportGate", () => {
  it("lets the same error through once per window and caps the total", () => {
    const gate = reportGate(60_000, 3);
    expect(gate("a", 0)).toBe(true);
    expect(gate("a", 59_999)).toBe(false);
    expect(gate("b", 1)).toBe(true);
    expect(gate("a", 60_000)).toBe(true);
    expect(gate("c", 60_001)).toBe(false);
  });
});

describe("the report", () => {
  it.each([
    ["a search string (a token in ?at=)", "bad URL /casino?at=abc123&x=1 here", "bad URL /casino here"],
    ["an e-mail", 'Invalid email: Received "jane.doe@example.com"', 'Invalid email: Received "[email]"'],
    ["a long number", "card 4111111111111111 refused", "card [number] refused"],
    ["a long text", "x".repeat(500), "x".repeat(200)],
  ])("drops %s", (_case, message, expected) => {
    expect(scrubMessage(message)).toBe(expected);
  });

  it("names the area, the kind and the path only", () => {
    expect(errorReport(new TypeError("boom"), { area: "modal", name: "deposit" }, "/casino")).toEqual({
      area: "modal",
      name: "deposit",
      kind: "TypeError",
      message: "boom",
      path: "/casino",
    });
    expect(errorReport("plain", { area: "window" }, "/")).toEqual({ area: "window", kind: "string", message: "plain", path: "/" });
  });
});

describe("reportError", () => {
  const sent: ErrorReport[] = [];
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    resetErrorReports();
    sent.length = 0;
    setErrorReporter((report) => sent.push(report));
  });
  afterEach(() => {
    setErrorReporter(null);
    vi.restoreAllMocks();
  });

  it("logs every error and hands a loop's repeats to the reporter once", () => {
    for (let i = 0; i < 50; i += 1) reportError(new Error("render loop"), { area: "page" });
    reportError(new Error("another"), { area: "page" });
    expect(console.error).toHaveBeenCalledTimes(51);
    expect(sent.map((report) => report.message)).toEqual(["render loop", "another"]);
  });

  it("survives a reporter that throws", () => {
    setErrorReporter(() => {
      throw new Error("tracker down");
    });
    expect(() => reportError(new Error("x"), { area: "duty", name: "live-chat" })).not.toThrow();
  });

  it("posts to log-event by default", async () => {
    setErrorReporter(null);
    const fetch = vi.fn(async () => Response.json({ success: true, message: "Event logged" }));
    const { configureApiClient } = await import("@casino/api-client");
    configureApiClient({ baseUrl: "https://api.test", systemToken: "t", getToken: () => null, getLanguage: () => "en", onSessionExpired: () => undefined, fetch });
    reportError(new Error("posted"), { area: "modal", name: "deposit" });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain("/api/user/log-event");
    expect(JSON.parse(String(init.body))).toMatchObject({ event: "client_error", data: { area: "modal", name: "deposit", message: "posted" } });
  });
});
