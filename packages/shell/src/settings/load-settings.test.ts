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
