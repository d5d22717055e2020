import { afterEach, describe, expect, it } from "vitest";
import { startSession } from "../test/render-app.tsx";
import { prerenderFrame } from "./prerender-frame.tsx";

const BRAND = { brandName: "Brand Casino", defaultThemeMode: "dark", api: { baseUrl: "", systemToken: "brand-sandbox" } };
const THEME = { light: "theme-light", dark: "theme-dark" };

afterEach(() => startSession(null));

describe("prerenderFrame", () => {
  it("renders the app at a path as a guest's first visit: the brand's frame and the page, its reads left pending", async () => {
    const loader = () => {
      throw new Error("no API at build time");
    };
    const frame = await prerenderFrame({ brand: BRAND, env: {}, theme: THEME, pages: [{ key: "casino", component: () => <h1>The lobby</h1>, loader }] }, "/casino");
    expect(frame.html).toContain("<h1>The lobby</h1>");
    expect(frame.html).toMatch(/<header[^>]*>/);
    expect(frame.html).toContain('alt="Brand Casino logo"');
    expect(frame.html).toContain(">Log in<");
    expect(frame.html).not.toContain("<script");
    // No boundary is written out of order: every part is in place.
    expect(frame.html).not.toMatch(/<template id="B:|hidden id="S:/);
    expect(frame.htmlAttributes).toEqual({ lang: "en", dir: "ltr", class: "theme-dark", "data-color-scheme": "dark" });
  });

  it("writes the brand's default language and its direction", async () => {
    const frame = await prerenderFrame({ brand: { ...BRAND, defaultLanguage: "ar" }, env: {}, theme: THEME, pages: [] }, "/");
    expect(frame.htmlAttributes).toMatchObject({ lang: "ar", dir: "rtl" });
  });
});
