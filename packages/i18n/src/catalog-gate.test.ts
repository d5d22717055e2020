import { i18n as globalI18n, setupI18n, type Messages } from "@lingui/core";
import { REST_CATALOG_GATE_KEY } from "@casino/tooling/vite";
import { describe, expect, it, vi } from "vitest";
import { REST_CATALOG_GATE, installCatalogGate, isCatalogWhole, markCatalogWhole, wholeCatalog } from "./catalog-gate.ts";
import type { Locale } from "./locales.ts";

const BOOT: Messages = { Boot01: ["Welcome"] };
const REST: Record<string, Messages> = { en: { Rest02: ["Game details"] }, de: { Rest02: ["Spieldetails"] } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An i18n instance, a rest-part loader that counts its calls, and the "change" events the instance emits. */
function setup() {
  const i18n = setupI18n();
  const changes = vi.fn();
  i18n.on("change", changes);
  const loadRest = vi.fn((locale: Locale) => Promise.resolve({ ...REST[locale] }));
  return { i18n, changes, loadRest };
}

describe("wholeCatalog", () => {
  it("waits for the first language, fetches its rest part once for every waiter and adds it quietly", async () => {
    const { i18n, changes, loadRest } = setup();
    const first = wholeCatalog(i18n, loadRest);
    const second = wholeCatalog(i18n, loadRest);
    // Listening after the gate (as I18nProvider does): the gate's listener must not make lingui skip this one.
    const later = vi.fn();
    i18n.on("change", later);
    await Promise.resolve();
    expect(loadRest).not.toHaveBeenCalled();

    i18n.loadAndActivate({ locale: "en", messages: { ...BOOT } });
    expect(later).toHaveBeenCalledTimes(1);
    changes.mockClear();
    await Promise.all([first, second]);

    expect(loadRest).toHaveBeenCalledTimes(1);
    expect(loadRest).toHaveBeenCalledWith("en");
    expect(i18n._("Rest02")).toBe("Game details");
    expect(i18n._("Boot01")).toBe("Welcome");
    // Nothing on screen used a rest message, so nothing is told to render again.
    expect(changes).not.toHaveBeenCalled();
    expect(isCatalogWhole(i18n, "en")).toBe(true);

    await wholeCatalog(i18n, loadRest);
    expect(loadRest).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing for a language that was loaded whole (a change of language)", async () => {
    const { i18n, loadRest } = setup();
    i18n.loadAndActivate({ locale: "de", messages: { ...BOOT, ...REST["de"] } });
    markCatalogWhole(i18n, "de");
    await wholeCatalog(i18n, loadRest);
    expect(loadRest).not.toHaveBeenCalled();
  });

  it("resolves when the fetch fails, so a waiting chunk still runs, and the next call tries again", async () => {
    const { i18n, loadRest } = setup();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    loadRest.mockRejectedValueOnce(new Error("offline"));
    i18n.loadAndActivate({ locale: "en", messages: { ...BOOT } });

    await expect(wholeCatalog(i18n, loadRest)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"en"'), expect.any(Error));
    expect(isCatalogWhole(i18n, "en")).toBe(false);

    await wholeCatalog(i18n, loadRest);
    expect(loadRest).toHaveBeenCalledTimes(2);
    expect(i18n._("Rest02")).toBe("Game details");
  });

  it("waits for the new language when the player switches while the rest part loads", async () => {
    const { i18n } = setup();
    const english = deferred<Messages>();
    const loadRest = vi.fn((locale: Locale) => (locale === "en" ? english.promise : Promise.resolve({ ...REST[locale] })));
    i18n.loadAndActivate({ locale: "en", messages: { ...BOOT } });
    const waiting = wholeCatalog(i18n, loadRest);

    i18n.loadAndActivate({ locale: "de", messages: { ...BOOT } });
    english.resolve({ ...REST["en"] });
    await waiting;

    expect(loadRest.mock.calls).toEqual([["en"], ["de"]]);
    expect(i18n._("Rest02")).toBe("Spieldetails");
    expect(isCatalogWhole(i18n, "de")).toBe(true);
  });
});

describe("installCatalogGate", () => {
  it("fetches the rest part when a message is missing before it is in, then has every component render again", async () => {
    const { i18n, changes, loadRest } = setup();
    installCatalogGate(i18n, loadRest);
    i18n.loadAndActivate({ locale: "en", messages: { ...BOOT } });
    changes.mockClear();

    expect(i18n._("Rest02")).toBe("Rest02");
    expect(i18n._("Rest02")).toBe("Rest02");
    await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    expect(loadRest).toHaveBeenCalledTimes(1);
    expect(i18n._("Rest02")).toBe("Game details");

    // Once whole, an id that no catalog has fetches nothing more.
    expect(i18n._("Nope99")).toBe("Nope99");
    await Promise.resolve();
    expect(loadRest).toHaveBeenCalledTimes(1);
  });

  it("puts the gate for the brand build's later chunks where tooling's catalog split looks for it", async () => {
    expect(REST_CATALOG_GATE).toBe(REST_CATALOG_GATE_KEY);
    installCatalogGate();
    const gate = (globalThis as Record<symbol, unknown>)[Symbol.for(REST_CATALOG_GATE)];
    expect(gate).toBeTypeOf("function");
    globalI18n.loadAndActivate({ locale: "en", messages: { ...BOOT } });
    markCatalogWhole(globalI18n, "en");
    await expect((gate as () => Promise<void>)()).resolves.toBeUndefined();
  });
});
