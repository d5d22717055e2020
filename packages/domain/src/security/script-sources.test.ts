import { describe, expect, it } from "vitest";
import { parseAppSettings } from "../settings/app-settings.ts";
import { isAllowedScriptSrc } from "./script-sources.ts";

const BASE = "https://casino.example/lobby";

describe("isAllowedScriptSrc", () => {
  it.each([
    ["an exact host", "https://tags.example/gtm.js", ["https://tags.example"], true],
    ["a host with a trailing slash in the list", "https://tags.example/gtm.js", ["https://tags.example/"], true],
    ["any case", "https://TAGS.example/a.js", ["https://tags.EXAMPLE"], true],
    ["a subdomain of a wildcard", "https://eu.cdn.example/a.js", ["https://*.cdn.example"], true],
    ["the wildcard's own host", "https://cdn.example/a.js", ["https://*.cdn.example"], false],
    ["another host", "https://evil.example/a.js", ["https://tags.example"], false],
    ["a host that only ends like one", "https://eviltags.example/a.js", ["https://tags.example"], false],
    ["http where https is listed", "http://tags.example/a.js", ["https://tags.example"], false],
    ["another port", "https://tags.example:8443/a.js", ["https://tags.example"], false],
    ["the listed port", "https://tags.example:8443/a.js", ["https://tags.example:8443"], true],
    ["a relative src (the site itself is not on the list)", "/own.js", ["https://tags.example"], false],
    ["a data: URL", "data:text/javascript,alert(1)", ["https://tags.example"], false],
    ["an empty list", "https://tags.example/a.js", [], false],
    ["a list entry that is not an origin", "https://tags.example/a.js", ["tags.example", "https://tags.example/path"], false],
    // The URL gate's rule (checkUrl "script"), so its hostile inputs are refused here too.
    ["credentials before a listed host", "https://tags.example@evil.example/a.js", ["https://tags.example"], false],
    ["a tab hidden in the scheme", "java\tscript:alert(1)", ["https://tags.example"], false],
    ["protocol-relative", "//tags.example/a.js", ["https://tags.example"], false],
    ["a listed http host on a site that is not on the machine", "http://tags.example/a.js", ["http://tags.example"], false],
  ])("%s", (_name, src, sources, allowed) => {
    expect(isAllowedScriptSrc(src, sources, BASE)).toBe(allowed);
  });

  it("takes a listed http loopback host while the site itself runs on the machine (preview, e2e)", () => {
    expect(isAllowedScriptSrc("http://127.0.0.1:4100/tag.js", ["http://127.0.0.1:4100"], "http://localhost:4301/")).toBe(true);
  });
});

describe("contentSecurity setting", () => {
  it("is empty by default, inline tag scripts off", () => {
    expect(parseAppSettings({}).contentSecurity).toEqual({ tagScriptHosts: [], allowInlineTagScripts: false });
  });

  it("reads a brand's hosts and flag", () => {
    const settings = parseAppSettings({ contentSecurity: { tagScriptHosts: ["https://tags.example"], allowInlineTagScripts: true } });
    expect(settings.contentSecurity).toEqual({ tagScriptHosts: ["https://tags.example"], allowInlineTagScripts: true });
  });
});
