import { setupI18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCatalogWhole } from "./catalog-gate.ts";
import { loadBootCatalog, loadCatalog } from "./load-catalog.ts";
import { useLocale } from "./locale-context.ts";
import { LocaleProvider, type LocaleProviderProps } from "./LocaleProvider.tsx";
import type { Locale } from "./locales.ts";
import { languageMessages } from "./messages.ts";
import { clearStoredLocale, readStoredLocale, storeLocale } from "./persistence.ts";

// The setup file clears localStorage after each test; the cookies are ours to clear.
afterEach(() => clearStoredLocale());

function Probe() {
  const { locale, direction, setLocale, locales } = useLocale();
  const { i18n } = useLingui();
  return (
    <>
      <p data-testid="probe" data-locale={locale} data-direction={direction} data-count={locales.length}>
        {i18n._({ id: languageMessages.label.id })}
      </p>
      {locales.map(({ code }) => (
        <button key={code} type="button" onClick={() => void setLocale(code)}>
          {code}
        </button>
      ))}
    </>
  );
}

/** One loader for the start-up catalog and every later one, unless a test gives its own. */
function renderProvider(props: Partial<LocaleProviderProps> = {}) {
  const loadMessages = vi.fn(loadCatalog);
  const loader = props.loadMessages ?? loadMessages;
  render(
    <LocaleProvider i18n={setupI18n()} loadFirstMessages={loader} loadMessages={loader} {...props}>
      <Probe />
    </LocaleProvider>,
  );
  return { loadMessages };
}

const probe = () => screen.getByTestId("probe");
const html = () => document.documentElement;

async function choose(locale: Locale) {
  fireEvent.click(screen.getByRole("button", { name: locale }));
  await waitFor(() => expect(probe().dataset.locale).toBe(locale));
}

function deferred() {
  let resolve!: (messages: Messages) => void;
  const promise = new Promise<Messages>((done) => (resolve = done));
  return { promise, resolve };
}

describe("LocaleProvider", () => {
  it("renders nothing but the fallback until the first catalog is active", async () => {
    const english = deferred();
    render(
      <LocaleProvider i18n={setupI18n()} loadFirstMessages={() => english.promise} fallback={<span>loading</span>}>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText("loading")).toBeDefined();
    expect(screen.queryByTestId("probe")).toBeNull();
    await act(async () => english.resolve(await loadCatalog("en")));
    expect(probe().textContent).toBe("Language");
  });

  it("renders its children at once when another provider has already activated its locale (the app after the start-up frame)", async () => {
    const i18n = setupI18n();
    const first = render(
      <LocaleProvider i18n={i18n} fallback={<span>loading</span>}>
        <span>frame</span>
      </LocaleProvider>,
    );
    expect(await screen.findByText("frame")).toBeDefined();
    first.unmount();
    const changes = vi.fn();
    i18n.on("change", changes);
    render(
      <LocaleProvider i18n={i18n} fallback={<span>loading</span>}>
        <Probe />
      </LocaleProvider>,
    );
    // In the very first render, not after an effect: no fallback, no second render of the whole app.
    expect(screen.queryByText("loading")).toBeNull();
    expect(probe().textContent).toBe("Language");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The same catalog is not activated again (every translated component would render anew).
    expect(changes).not.toHaveBeenCalled();
    await choose("de");
    expect(changes).toHaveBeenCalledTimes(1);
    expect(probe().textContent).toBe("Sprache");
  });

  it("starts with the boot part of the catalog, and loads a language the player switches to whole", async () => {
    const i18n = setupI18n();
    const loadFirstMessages = vi.fn(loadBootCatalog);
    const loadMessages = vi.fn(loadCatalog);
    render(
      <LocaleProvider i18n={i18n} loadFirstMessages={loadFirstMessages} loadMessages={loadMessages}>
        <Probe />
      </LocaleProvider>,
    );
    await waitFor(() => expect(probe().textContent).toBe("Language"));
    expect(loadFirstMessages.mock.calls).toEqual([["en"]]);
    expect(loadMessages).not.toHaveBeenCalled();
    expect(isCatalogWhole(i18n, "en")).toBe(false);

    await choose("de");
    expect(loadMessages.mock.calls).toEqual([["de"]]);
    expect(isCatalogWhole(i18n, "de")).toBe(true);
    await choose("en");
    expect(isCatalogWhole(i18n, "en")).toBe(true);
  });

  it("starts in English, loading only the English catalog, when nothing is stored", async () => {
    const { loadMessages } = renderProvider();
    expect((await screen.findByTestId("probe")).dataset).toMatchObject({ locale: "en", direction: "ltr", count: "38" });
    expect(loadMessages.mock.calls).toEqual([["en"]]);
    expect([html().lang, html().dir]).toEqual(["en", "ltr"]);
  });

  it("starts in the brand's default locale when nothing is stored", async () => {
    renderProvider({ defaultLocale: "de" });
    expect((await screen.findByTestId("probe")).textContent).toBe("Sprache");
  });

  it("starts in the stored locale", async () => {
    storeLocale("de");
    const { loadMessages } = renderProvider();
    expect((await screen.findByTestId("probe")).textContent).toBe("Sprache");
    expect(loadMessages.mock.calls).toEqual([["de"]]);
  });

  it("switches to Arabic right to left and back to English left to right, saving each choice", async () => {
    const { loadMessages } = renderProvider();
    await screen.findByTestId("probe");

    await choose("ar");
    expect(probe().textContent).toBe("اللغة");
    expect(probe().dataset.direction).toBe("rtl");
    expect([html().lang, html().dir]).toEqual(["ar", "rtl"]);
    expect(readStoredLocale()).toBe("ar");

    await choose("en");
    expect(probe().textContent).toBe("Language");
    expect([html().lang, html().dir]).toEqual(["en", "ltr"]);
    expect(readStoredLocale()).toBe("en");
    // Only the catalogs asked for were fetched, none of the other 36.
    expect(loadMessages.mock.calls).toEqual([["en"], ["ar"], ["en"]]);
  });

  it("leaves <html> alone when it already has the locale's lang and dir (the prerendered page): each write restyles the page", async () => {
    html().lang = "en";
    html().dir = "ltr";
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? "")));
    observer.observe(html(), { attributes: true, attributeFilter: ["lang", "dir"] });
    renderProvider();
    await screen.findByTestId("probe");
    await choose("ar");
    await Promise.resolve();
    observer.disconnect();
    // Only the switch to Arabic wrote them.
    expect(writes.sort()).toEqual(["dir", "lang"]);
    expect([html().lang, html().dir]).toEqual(["ar", "rtl"]);
  });

  it("shows the chosen locale's texts", async () => {
    renderProvider();
    await screen.findByTestId("probe");
    await choose("fi");
    expect(probe().textContent).toBe("Kieli");
    expect(html().lang).toBe("fi");
    await choose("fa");
    expect(probe().textContent).toBe("زبان");
    expect(html().lang).toBe("fa");
  });

  it("falls back to English and reports the error when a catalog fails to load", async () => {
    storeLocale("fr");
    const failure = new Error("chunk failed");
    const onError = vi.fn();
    const loadMessages = vi.fn((locale: Locale) => (locale === "de" ? Promise.reject(failure) : loadCatalog(locale)));
    renderProvider({ loadMessages, onError });
    await waitFor(() => expect(probe().dataset.locale).toBe("fr"));

    fireEvent.click(screen.getByRole("button", { name: "de" }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure, "de"));
    await waitFor(() => expect(probe().dataset.locale).toBe("en"));
    expect(probe().textContent).toBe("Language");
    expect(html().lang).toBe("en");
    // The player's choice is kept, so the next visit tries it again.
    expect(readStoredLocale()).toBe("fr");
  });

  it("keeps the latest choice when an earlier catalog arrives later", async () => {
    const slowGerman = deferred();
    const loadMessages = vi.fn((locale: Locale) => (locale === "de" ? slowGerman.promise : loadCatalog(locale)));
    renderProvider({ loadMessages });
    await screen.findByTestId("probe");

    fireEvent.click(screen.getByRole("button", { name: "de" }));
    await choose("ar");
    await act(async () => slowGerman.resolve(await loadCatalog("de")));
    expect(probe().dataset.locale).toBe("ar");
    expect(readStoredLocale()).toBe("ar");
  });

  it("resolves setLocale once the new texts are active", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <LocaleProvider i18n={setupI18n()}>{children}</LocaleProvider>;
    const { result } = renderHook(() => useLocale(), { wrapper });
    await waitFor(() => expect(result.current).toBeTruthy());

    let switched: Promise<void> | undefined;
    act(() => {
      switched = result.current.setLocale("he");
    });
    await act(() => switched);
    expect(result.current).toMatchObject({ locale: "he", direction: "rtl" });
  });

  it("refuses useLocale outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useLocale())).toThrow(/inside <LocaleProvider>/);
  });
});
