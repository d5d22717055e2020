import { describe, expect, it } from "vitest";
import { DEFAULT_MENU, parseAppSettings } from "./app-settings.ts";

/** Spec §3 / §9: every key and the value a brand gets when it says nothing. */
const SPEC_DEFAULTS: Array<[string, unknown]> = [
  ["theme", "curacao"],
  ["navigationSystem", "basic"],
  ["defaultLanguage", "en"],
  ["brandName", "Casino"],
  ["designSetup", false],
  ["pageUrlSetup", []],
  ["verifyEmailStatusOnLogin", false],
  ["emailPhoneRegistration", false],
  ["removeBonusesFromDepositPage", false],
  ["formFieldsValidation", {}],
  ["goToPageAfterRegistration", ""],
  ["withdrawalConditions", true],
  ["allowGameViewNotLoggedUser", false],
  ["use1ClickRegistration", false],
  ["useSMSResetPassword", false],
  ["useMultiWallet", false],
  ["showLiveChat", false],
  ["inactivitySessionTimeout", 30],
  ["referAFriendPercent", 10],
  ["referAFriendLanding", "/"],
  ["showProfileCalendar", false],
  ["showRakebackCalendar", false],
  ["reCaptchaSiteKey", ""],
  ["allowKYCBeforeDeposit", false],
  ["allowDepWithoutAddress", false],
  ["excludedCountryCodeList", []],
  ["open1ClickRegistrationForPIDs", []],
  ["whitelistedIPs", []],
  ["affiliateKeyQueryParameter", "nxafk"],
  ["mirrorDomain", []],
  ["loyaltyLevelGroupSteps", [1]],
  ["holdUserOnRegistration", false],
  ["onDepositShowAllField", false],
  ["allowGuestPlayDemoGames", false],
  ["demoUserId", null],
  ["popupDepositFormAsSidebar", false],
  ["verifyEmailOnBonusActivation", false],
  ["afterRegistrationRedirect", ""],
  ["cookiesPopup", true],
  ["onboardingRedirectOnClose", ""],
  ["cacheControlHash", ""],
  ["depositFormVersion", 1],
];

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
    });
    expect(s.menu).toEqual(DEFAULT_MENU);
  });

  it.each(SPEC_DEFAULTS)("defaults %s to %j", (key, expected) => {
    expect((parseAppSettings({}) as Record<string, unknown>)[key]).toEqual(expected);
  });

  it("names a page key for every page role of spec §3", () => {
    expect(parseAppSettings({}).pageKeys).toMatchObject({ home: "home", providerGames: "providerGames", categories: "categories" });
    expect(parseAppSettings({ pageKeys: { casino: "slots" } }).pageKeys).toMatchObject({ casino: "slots", home: "home" });
  });

  it("reads mirror domains with their registration windows", () => {
    const [mirror] = parseAppSettings({
      mirrorDomain: [{ url: "https://m1.example", settings: { registrationConfigs: [{ country: "de", from: "08:00", to: "17:30" }] } }],
    }).mirrorDomain;
    expect(mirror).toEqual({
      id: null,
      url: "https://m1.example",
      settings: { registrationConfigs: [{ country: "DE", from: "08:00", to: "17:30", deviceType: "all" }] },
    });
  });

  it("has no schema for apiVersion and mainDomainConfigs, which nothing reads (a brand's value passes through as given)", () => {
    expect(parseAppSettings({})).not.toHaveProperty("apiVersion");
    expect(parseAppSettings({})).not.toHaveProperty("mainDomainConfigs");
    expect(parseAppSettings({ apiVersion: 2 }).apiVersion).toBe(2);
  });

  it("keeps unknown keys for later features", () => {
    expect(parseAppSettings({ showLiveChat: true }).showLiveChat).toBe(true);
  });

  it.each([
    [{ navigationSystem: "sidebar" }],
    [{ pageUrlSetup: [{ key: "casino", href: "games" }] }],
    [{ menu: [{ label: "x", visibility: "admins" }] }],
    [{ mirrorDomain: [{ url: "x", settings: { registrationConfigs: [{ country: "DE", from: "8am", to: "17:00" }] } }] }],
    [{ mirrorDomain: [{ url: "x", settings: { registrationConfigs: [{ country: "DE", from: "08:00", to: "24:00" }] } }] }],
    [{ mirrorDomain: [{ url: "x", settings: { registrationConfigs: [{ country: "DE", from: "08:00", to: "09:00", deviceType: "tv" }] } }] }],
    [{ inactivitySessionTimeout: "30" }],
    [{ cookiesPopup: "yes" }],
  ])("rejects %j", (input) => {
    expect(() => parseAppSettings(input)).toThrow();
  });
});
