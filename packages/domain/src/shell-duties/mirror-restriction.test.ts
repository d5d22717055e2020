import { describe, expect, it } from "vitest";
import { parseAppSettings, type MirrorDomain } from "../settings/app-settings.ts";
import { isInTimeWindow, isRegistrationRestricted, mirrorDomainFor } from "./mirror-restriction.ts";

// Local times: the rule compares the visitor's local HH:MM, so the table builds local dates.
const at = (hh: number, mm = 0) => new Date(2026, 2, 10, hh, mm);

const mirrors: MirrorDomain[] = parseAppSettings({
  mirrorDomain: [
    {
      url: "https://mirror-one.example",
      settings: {
        registrationConfigs: [
          { country: "de", from: "09:00", to: "17:00", deviceType: "mobile" },
          { country: "AT", from: "22:00", to: "06:00" },
        ],
      },
    },
    { url: "mirror-two.example", settings: { registrationConfigs: [{ country: "DE", from: "00:00", to: "00:00", deviceType: "desktop" }] } },
  ],
}).mirrorDomain;

describe("isInTimeWindow", () => {
  it.each([
    ["09:00", "17:00", at(9), true],
    ["09:00", "17:00", at(16, 59), true],
    ["09:00", "17:00", at(17), false],
    ["09:00", "17:00", at(8, 59), false],
    ["22:00", "06:00", at(23, 30), true],
    ["22:00", "06:00", at(5, 59), true],
    ["22:00", "06:00", at(6), false],
    ["22:00", "06:00", at(12), false],
    ["00:00", "00:00", at(12), true],
  ])("%s-%s at %s -> %s", (from, to, now, expected) => {
    expect(isInTimeWindow({ from, to }, now)).toBe(expected);
  });
});

describe("isRegistrationRestricted", () => {
  it.each([
    ["DE mobile in the window", "mirror-one.example", "DE", "mobile", at(10), true],
    ["de cookie in lower case", "mirror-one.example", "de", "mobile", at(10), true],
    ["DE desktop (window is mobile only)", "mirror-one.example", "DE", "desktop", at(10), false],
    ["DE mobile after the window", "mirror-one.example", "DE", "mobile", at(18), false],
    ["AT any device over midnight", "mirror-one.example", "AT", "desktop", at(23), true],
    ["AT at noon", "mirror-one.example", "AT", "mobile", at(12), false],
    ["a country without windows", "mirror-one.example", "NL", "mobile", at(10), false],
    ["no country cookie", "mirror-one.example", null, "mobile", at(10), false],
    ["www. of the mirror", "www.mirror-one.example", "DE", "mobile", at(10), true],
    ["another mirror's whole-day window", "mirror-two.example", "DE", "desktop", at(3), true],
    ["a host that is no mirror", "casino.example", "DE", "mobile", at(10), false],
  ] as const)("%s -> %s", (_, host, countryCode, deviceType, now, expected) => {
    expect(isRegistrationRestricted({ mirrorDomains: mirrors, host, countryCode, deviceType, now })).toBe(expected);
  });

  it("finds the mirror by host name", () => {
    expect(mirrorDomainFor(mirrors, "MIRROR-TWO.example")?.url).toBe("mirror-two.example");
  });
});
