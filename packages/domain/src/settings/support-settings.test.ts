import { describe, expect, it } from "vitest";
import { parseAppSettings } from "./app-settings.ts";
import { parseSupportSettings } from "./support-settings.ts";

describe("support settings (/contacts)", () => {
  it("travel unparsed in AppSettings (only /contacts reads them)", () => {
    const raw = { channels: [{ kind: "email", value: "help@brand.example" }] };
    expect(parseAppSettings({ support: raw }).support).toEqual(raw);
  });

  it.each([undefined, null, {}, { channels: "none" }, 5])("default to no channels for %j", (raw) => {
    expect(parseSupportSettings(raw)).toEqual({ channels: [] });
  });

  it("keep e-mail, phone and link channels with their hours and labels", () => {
    const channels = [
      { kind: "email", value: " help@brand.example ", hours: "24/7" },
      { kind: "phone", value: "+49 30 1234567", hours: { en: "9:00-18:00", de: "9-18 Uhr" } },
      { kind: "telegram", value: "https://t.me/brand_support", label: "@brand_support" },
    ];
    expect(parseSupportSettings({ channels }).channels).toEqual([{ ...channels[0], value: "help@brand.example" }, channels[1], channels[2]]);
  });

  it.each([
    ["an e-mail that is not one", { kind: "email", value: "help" }],
    ["a phone number with letters", { kind: "phone", value: "call us" }],
    ["a link that is not a URL", { kind: "web", value: "help centre" }],
    ["an unknown kind", { kind: "pigeon", value: "https://a.example" }],
  ])("leave out %s and keep the rest", (_name, bad) => {
    const good = { kind: "email", value: "help@brand.example" };
    expect(parseSupportSettings({ channels: [bad, good] }).channels).toEqual([good]);
    expect(parseAppSettings({ brandName: "B", support: { channels: [bad] } }).brandName).toBe("B");
  });
});
