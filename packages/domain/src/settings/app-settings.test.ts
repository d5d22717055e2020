import { describe, expect, it } from "vitest";
import { DEFAULT_MENU, parseAppSettings } from "./app-settings.ts";

describe("parseAppSettings", () => {
  it("fills the spec defaults", () => {
    const s = parseAppSettings({});
    expect(s).toMatchObject({
      theme: "curacao",
      navigationSystem: "basic",
      defaultLanguage: "en",
      depositFormVersion: 1,
      loyaltyLevelGroupSteps: [1],
      affiliateKeyQueryParameter: "nxafk",
      inactivitySessionTimeout: 30,
      mainDomainConfigs: { defaultRedirect: "TDS-B" },
    });
    expect(s.menu).toEqual(DEFAULT_MENU);
  });

  it("keeps unknown keys for later features", () => {
    expect(parseAppSettings({ showLiveChat: true }).showLiveChat).toBe(true);
  });

  it.each([
    [{ navigationSystem: "sidebar" }],
    [{ pageUrlSetup: [{ key: "casino", href: "games" }] }],
    [{ menu: [{ label: "x", visibility: "admins" }] }],
  ])("rejects %j", (input) => {
    expect(() => parseAppSettings(input)).toThrow();
  });
});
