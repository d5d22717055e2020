import { describe, expect, it, vi } from "vitest";
import { parseAppSettings } from "@casino/domain";
import { resetErrorReports, setErrorReporter } from "../errors/report-error.ts";
import { createUrlGate, reportRefusedUrl } from "./url-gate.ts";

const settings = parseAppSettings({
  gameProviderOrigins: ["https://games.example", "http://127.0.0.1:4120"],
  paymentPageOrigins: ["https://pay.example", "http://127.0.0.1:4120"],
  contentSecurity: { tagScriptHosts: ["https://*.tags.example"] },
});

describe("the shell's URL gate", () => {
  it.each([
    ["frame", "https://games.example/play?s=1", "https://games.example/play?s=1"],
    ["frame", "https://pay.example/play", null],
    ["redirect", "https://pay.example/3ds?md=1", "https://pay.example/3ds?md=1"],
    ["redirect", "https://games.example/pay", null],
    ["link", "https://news.example/", "https://news.example/"],
    ["script", "https://pay.example/tag.js", null],
    ["script", "https://eu.tags.example/gtm.js", "https://eu.tags.example/gtm.js"],
    ["script", "https://casino.example/tag.js", null],
  ] as const)("%s %s -> %s on a public site", (kind, url, expected) => {
    expect(createUrlGate(settings, "https://casino.example", () => undefined)(kind, url)).toBe(expected);
  });

  it("lets an allowed http loopback origin in only while the site itself runs on the machine", () => {
    const url = "http://127.0.0.1:4120/sandbox/games/x/play";
    expect(createUrlGate(settings, "http://localhost:4303", () => undefined)("frame", url)).toBe(url);
    expect(createUrlGate(settings, "https://casino.example", () => undefined)("frame", url)).toBeNull();
  });

  it("reports each refusal with its kind, URL and reason", () => {
    const report = vi.fn();
    expect(createUrlGate(settings, "https://casino.example", report)("redirect", "javascript:alert(1)")).toBeNull();
    expect(report).toHaveBeenCalledWith("redirect", "javascript:alert(1)", "scheme");
  });

  it("sends a refusal through the one error hook, as a url report with the kind and a short URL", () => {
    const reporter = vi.fn();
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => undefined);
    setErrorReporter(reporter);
    try {
      reportRefusedUrl("frame", `javascript:${"x".repeat(200)}`, "scheme");
      expect(reporter).toHaveBeenCalledTimes(1);
      const [report] = reporter.mock.calls[0]!;
      expect(report).toMatchObject({ area: "url", name: "frame", kind: "RefusedUrl" });
      expect(report.message).toMatch(/^Refused a frame URL from the server \(scheme\): javascript:x+$/);
      expect(report.message.length).toBeLessThan(140);
    } finally {
      setErrorReporter(null);
      resetErrorReports();
      console.mockRestore();
    }
  });
});
