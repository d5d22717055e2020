import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, clearStoredLocale } from "@casino/i18n";
import { serveContentTexts } from "../test/content-api.ts";
import { renderShell } from "../test/render-shell.tsx";
import { inWideWindow } from "../test/window-size.ts";

afterEach(() => {
  clearStoredLocale();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
});

const languageIn = (banner: HTMLElement) => within(banner).getByRole("combobox", { name: /Language|اللغة|Sprache/ });

describe("the language switcher", () => {
  inWideWindow();
  it("offers all 38 locales by their own names", async () => {
    serveContentTexts({ en: {} });
    renderShell("/");
    const select = languageIn(await screen.findByRole("banner"));
    const options = within(select).getAllByRole("option");
    expect(options).toHaveLength(38);
    expect(options.map((o) => o.textContent)).toEqual(LOCALES.map((l) => l.nativeName));
    expect((select as HTMLSelectElement).value).toBe("en");
  });

  it("switches to Arabic on the same path: rtl, saved, and the content texts fetched in Arabic", async () => {
    const requests = serveContentTexts({ en: {}, ar: { "menu.tournaments": "البطولات" } });
    const { router } = renderShell("/tournaments");
    await userEvent.selectOptions(languageIn(await screen.findByRole("banner")), "ar");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("ar");
    expect(localStorage.getItem("selectedLanguage")).toBe('"ar"');
    expect(document.cookie).toContain("language-code=ar");
    expect(decodeURIComponent(document.cookie)).toContain('active-languages=["ar"]');
    expect(router.state.location.pathname).toBe("/tournaments");
    const nav = within(screen.getByRole("banner")).getByRole("navigation");
    expect(await within(nav).findByRole("link", { name: "البطولات" })).toBeTruthy();
    expect(requests.some((r) => r.startsWith("/api/core/casino/locales/ar.json"))).toBe(true);
  });

  it("starts in the saved language and goes back to English", async () => {
    localStorage.setItem("selectedLanguage", '"ar"');
    serveContentTexts({ en: {}, ar: {} });
    renderShell("/");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    await userEvent.selectOptions(languageIn(await screen.findByRole("banner")), "en");
    await waitFor(() => expect(document.documentElement.dir).toBe("ltr"));
    expect(localStorage.getItem("selectedLanguage")).toBe('"en"');
  });
});
