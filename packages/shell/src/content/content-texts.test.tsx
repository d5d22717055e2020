import { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_CACHE_STORAGE_KEY, CONTENT_CACHE_TTL_MS, createContentCache } from "@casino/i18n";
import { serveContentTexts } from "../test/content-api.ts";
import { renderShell } from "../test/render-shell.tsx";
import { contentTextsQuery, useContentText } from "./content-texts.ts";

const NOW = Date.UTC(2026, 10, 22, 12);
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const fetchesOf = (requests: string[]) => requests.filter((r) => r.startsWith("/api/core/casino/locales/"));

afterEach(() => vi.useRealTimers());

describe("contentTextsQuery", () => {
  it("asks for the locale versioned by the day's date and keeps the answer for five minutes across reloads", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const requests = serveContentTexts({ de: { "faq.title": "Häufige Fragen" } });
    const first = await newClient().fetchQuery(contentTextsQuery("de", Date.now()));
    expect(first.texts["faq.title"]).toBe("Häufige Fragen");
    expect(fetchesOf(requests)).toEqual(["/api/core/casino/locales/de.json?version=2026-11-22"]);

    vi.setSystemTime(NOW + CONTENT_CACHE_TTL_MS - 1000);
    const reloaded = await newClient().ensureQueryData(contentTextsQuery("de", Date.now()));
    expect(reloaded.texts["faq.title"]).toBe("Häufige Fragen");
    expect(fetchesOf(requests)).toHaveLength(1);

    vi.setSystemTime(NOW + CONTENT_CACHE_TTL_MS);
    await newClient().ensureQueryData(contentTextsQuery("de", Date.now()));
    expect(fetchesOf(requests)).toHaveLength(2);
  });

  it("keys the query by locale, so another language is fetched, not served from the first", async () => {
    const requests = serveContentTexts({ en: { a: "A" }, ar: { a: "أ" } });
    const client = newClient();
    await client.fetchQuery(contentTextsQuery("en", NOW));
    const ar = await client.fetchQuery(contentTextsQuery("ar", NOW));
    expect(ar.texts["a"]).toBe("أ");
    expect(fetchesOf(requests).map((r) => r.split("?")[0])).toEqual(["/api/core/casino/locales/en.json", "/api/core/casino/locales/ar.json"]);
  });

  it("removes a stored cache that does not parse, fetches, and stores a valid one", async () => {
    localStorage.setItem(CONTENT_CACHE_STORAGE_KEY, "{not json");
    const requests = serveContentTexts({ en: { a: "A" } });
    await newClient().ensureQueryData(contentTextsQuery("en", Date.now()));
    expect(fetchesOf(requests)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(CONTENT_CACHE_STORAGE_KEY) ?? "")).toHaveLength(1);
    expect(createContentCache().read("en", new Date().toISOString().slice(0, 10), Date.now())?.texts).toEqual({ a: "A" });
  });
});

function Probe() {
  return (
    <>
      <p data-testid="cookie">{useContentText("cookie.notice")}</p>
      <p data-testid="bonus">{useContentText("bonus.error.ACTIVE_BONUS")}</p>
      <p data-testid="deposit">{useContentText("deposit.error.PAYMENT_LIMIT_THRESHOLD")}</p>
      <p data-testid="faq">{useContentText("faq.items.1.question")}</p>
    </>
  );
}

describe("useContentText", () => {
  it("gives the built-in defaults while the remote texts cannot load", async () => {
    serveContentTexts({}, { failing: () => true });
    renderShell("/", {}, [{ key: "home", component: Probe }]);
    expect((await screen.findByTestId("bonus")).textContent).toBe("Only one bonus can be active at a time.");
    expect(screen.getByTestId("deposit").textContent).toBe("You have reached your daily deposit limit. Please try again tomorrow.");
    expect(screen.getByTestId("faq").textContent).toBe("How do I open an account?");
  });

  it("lets a remote text override a default by key", async () => {
    serveContentTexts({ en: { "bonus.error.ACTIVE_BONUS": "You already have a bonus running." } });
    renderShell("/", {}, [{ key: "home", component: Probe }]);
    expect(await screen.findByText("You already have a bonus running.")).toBeTruthy();
    expect(screen.getByTestId("cookie").textContent).toMatch(/We use cookies/);
  });
});
