import { describe, expect, it } from "vitest";
import { envOverrides, loadSettings } from "./load-settings.ts";

describe("envOverrides", () => {
  it.each([
    [{ VITE_SETTING_brandName: "Env Casino" }, { brandName: "Env Casino" }],
    [{ VITE_SETTING_showLiveChat: "false" }, { showLiveChat: false }],
    [{ VITE_SETTING_api: '{"baseUrl":"https://api.example.com"}' }, { api: { baseUrl: "https://api.example.com" } }],
    [{ VITE_OTHER: "x", MODE: "production" }, {}],
  ])("%j -> %j", (env, expected) => {
    expect(envOverrides(env)).toEqual(expected);
  });
});

describe("loadSettings", () => {
  it("lets the environment win over brand.json and fills defaults", () => {
    const settings = loadSettings({ brandName: "Brand", navigationSystem: "panel" }, { VITE_SETTING_brandName: "Env" });
    expect(settings.brandName).toBe("Env");
    expect(settings.navigationSystem).toBe("panel");
    expect(settings.theme).toBe("curacao");
  });

  it("refuses invalid settings at start rather than failing later", () => {
    expect(() => loadSettings({ navigationSystem: "sideways" }, {})).toThrow();
  });
});

describe("loadSettings with settings2", () => {
  it("merges settings2 over brand.json and the environment over both", () => {
    const settings = loadSettings(
      { brandName: "Brand", showLiveChat: false, inactivitySessionTimeout: 30, theme: "noir" },
      { VITE_SETTING_inactivitySessionTimeout: "5" },
      { brandName: "Remote", showLiveChat: true, inactivitySessionTimeout: 10 },
    );
    expect(settings).toMatchObject({ brandName: "Remote", showLiveChat: true, inactivitySessionTimeout: 5, theme: "noir" });
  });

  it("never takes the API address from the server it was read from", () => {
    const settings = loadSettings({ api: { baseUrl: "https://api.brand", systemToken: "t" } }, {}, { api: { baseUrl: "https://evil" } });
    expect(settings.api).toEqual({ baseUrl: "https://api.brand", systemToken: "t" });
  });

  it("never widens the content security settings from the server (the build's CSP was written from brand.json)", () => {
    const brand = { contentSecurity: { tagScriptHosts: ["https://tags.brand"] } };
    const settings = loadSettings(brand, {}, { contentSecurity: { tagScriptHosts: ["https://evil"], allowInlineTagScripts: true } });
    expect(settings.contentSecurity).toEqual({ tagScriptHosts: ["https://tags.brand"], allowInlineTagScripts: false });
  });

  it("refuses a settings2 answer that breaks the schema", () => {
    expect(() => loadSettings({}, {}, { navigationSystem: "sideways" })).toThrow();
  });
});

