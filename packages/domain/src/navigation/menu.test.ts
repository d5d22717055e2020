import { describe, expect, it } from "vitest";
import type { MenuEntry } from "../settings/app-settings.ts";
import { localisedText, visibleMenuEntries } from "./menu.ts";

const menu: MenuEntry[] = [
  { label: "all", href: "/a", visibility: "all" },
  { label: "user", href: "/u", visibility: "user" },
  { label: "guest", href: "/g", visibility: "guest" },
  { label: "group-user-only", visibility: "all", children: [{ label: "deep-user", href: "/du", visibility: "user" }] },
];

describe("visibleMenuEntries", () => {
  it.each([
    [false, ["all", "guest"]],
    [true, ["all", "user", "group-user-only"]],
  ])("authenticated %s sees %j", (authenticated, labels) => {
    expect(visibleMenuEntries(menu, { authenticated }).map((e) => e.label)).toEqual(labels);
  });

  it("keeps only the visible children of a group", () => {
    const group = visibleMenuEntries(menu, { authenticated: true }).at(-1);
    expect(group?.children?.map((c) => c.label)).toEqual(["deep-user"]);
  });
});

describe("localisedText", () => {
  it.each([
    ["plain", "de", "plain"],
    [{ en: "Live", de: "Live jetzt" }, "de", "Live jetzt"],
    [{ en: "Live", pt: "Ao vivo" }, "pt-BR", "Ao vivo"],
    [{ en: "Live" }, "fr", "Live"],
    [{ es: "En vivo" }, "fr", "En vivo"],
    [{}, "fr", ""],
  ])("%j in %s -> %s", (label, locale, expected) => {
    expect(localisedText(label, locale)).toBe(expected);
  });
});
