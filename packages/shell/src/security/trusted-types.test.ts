import { afterEach, describe, expect, it, vi } from "vitest";

type Rules = Record<string, (input: string) => unknown>;

/** A browser's trustedTypes: each policy's output is wrapped so a test can tell it went through the policy. */
function installTrustedTypes() {
  const policies = new Map<string, Rules>();
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (policies.has(name)) throw new TypeError(`duplicate policy ${name}`);
    policies.set(name, rules);
    return Object.fromEntries(Object.entries(rules).map(([kind, rule]) => [kind, (input: string) => ({ policy: name, value: rule(input) })]));
  });
  vi.stubGlobal("trustedTypes", { createPolicy });
  return { createPolicy, policies };
}

async function freshModule() {
  vi.resetModules();
  return import("./trusted-types.ts");
}

afterEach(() => vi.unstubAllGlobals());

const settings = (tagScriptHosts: string[], allowInlineTagScripts = false) => ({ contentSecurity: { tagScriptHosts, allowInlineTagScripts } });

describe("the script policy", () => {
  it("creates allowed script URLs through the casino-scripts policy, once", async () => {
    const tt = installTrustedTypes();
    const { configureScriptAllowance, trustedScriptUrl, SCRIPT_POLICY } = await freshModule();
    configureScriptAllowance(settings(["https://tags.example"]));
    expect(trustedScriptUrl("https://tags.example/a.js")).toEqual({ policy: SCRIPT_POLICY, value: "https://tags.example/a.js" });
    expect(trustedScriptUrl("https://www.google.com/recaptcha/api.js?render=k")).toEqual({ policy: SCRIPT_POLICY, value: "https://www.google.com/recaptcha/api.js?render=k" });
    expect(tt.createPolicy).toHaveBeenCalledOnce();
  });

  it("refuses a script URL off the list and inline text unless the brand opts in", async () => {
    installTrustedTypes();
    const { configureScriptAllowance, trustedScript, trustedScriptUrl } = await freshModule();
    configureScriptAllowance(settings(["https://tags.example"]));
    expect(() => trustedScriptUrl("https://evil.example/a.js")).toThrow(TypeError);
    expect(() => trustedScript("alert(1)")).toThrow(TypeError);
    configureScriptAllowance(settings([], true));
    expect(trustedScript("window.x = 1")).toMatchObject({ value: "window.x = 1" });
  });

  it("lets the site's own scripts (a worker of the build) through and refuses another origin's", async () => {
    installTrustedTypes();
    const { trustedOwnScriptUrl, SCRIPT_POLICY } = await freshModule();
    const own = `${window.location.origin}/assets/intl-warm.worker-1a2b.js`;
    expect(trustedOwnScriptUrl(own)).toEqual({ policy: SCRIPT_POLICY, value: own });
    expect(trustedOwnScriptUrl("/assets/intl-warm.worker-1a2b.js")).toMatchObject({ value: "/assets/intl-warm.worker-1a2b.js" });
    expect(() => trustedOwnScriptUrl("https://evil.example/assets/a.js")).toThrow(TypeError);
    expect(() => trustedOwnScriptUrl("//evil.example/a.js")).toThrow(TypeError);
  });

  it("without Trusted Types, checks the same and returns the strings", async () => {
    const { configureScriptAllowance, trustedScriptUrl } = await freshModule();
    configureScriptAllowance(settings(["https://tags.example"]));
    expect(trustedScriptUrl("https://tags.example/a.js")).toBe("https://tags.example/a.js");
    expect(() => trustedScriptUrl("https://evil.example/a.js")).toThrow(TypeError);
  });
});

describe("the HTML policy", () => {
  it("sanitises whatever it is given and returns it through casino-html", async () => {
    installTrustedTypes();
    const { htmlSink, HTML_POLICY } = await freshModule();
    const sanitize = vi.fn((html: string) => html.replace(/<script.*<\/script>/, ""));
    const sink = htmlSink(sanitize);
    expect(sink("<p>a</p><script>x()</script>")).toEqual({ policy: HTML_POLICY, value: "<p>a</p>" });
    expect(sink("<p>b</p>")).toEqual({ policy: HTML_POLICY, value: "<p>b</p>" });
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
