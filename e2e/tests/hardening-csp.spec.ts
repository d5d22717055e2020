// Brand-sensitive: runs in every brand, because the policy is written from each brand.json (issue 25 points 2 and 3:
// the brand's Content-Security-Policy: header, inline scripts blocked, no framing, Trusted Types; the script loader's
// allow-list).
import { expect, test, type Page } from "@playwright/test";
import { brandOf, pathOf } from "./brand.ts";
import { createPlayer, depositByBankTransfer, firstSlot, openAs } from "./players.ts";

type Violation = { directive: string; blocked: string; sample: string };
const VIOLATION = "csp-violation ";

/** Every CSP or Trusted Types violation of the page's documents, as the browser reports it (securitypolicyviolation). */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.addInitScript((prefix) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const { effectiveDirective: directive, blockedURI: blocked, sample } = event;
      console.warn(prefix + JSON.stringify({ directive, blocked, sample }));
    });
  }, VIOLATION);
  page.on("console", (message) => {
    if (message.text().startsWith(VIOLATION)) violations.push(JSON.parse(message.text().slice(VIOLATION.length)) as Violation);
  });
  return violations;
}

const directivesOf = (policy: string) => new Map(policy.split(/;\s*/).map((d) => [d.split(" ")[0] ?? "", d.split(" ").slice(1)]));

test("the site answers with the brand's policy: own scripts and allowed tag hosts only, no plugins, no framing, Trusted Types", async ({ request }, testInfo) => {
  const { settings, sandboxUrl } = brandOf(testInfo);
  const security = (settings["contentSecurity"] ?? {}) as { tagScriptHosts?: string[]; allowInlineTagScripts?: boolean };
  for (const path of ["/", pathOf(testInfo, "casino", "/casino"), "/deposit"]) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const directives = directivesOf(policy);
    expect(directives.get("default-src"), path).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual([
      "'self'",
      ...(security.tagScriptHosts ?? []),
      ...(settings["reCaptchaSiteKey"] ? ["https://www.google.com", "https://www.gstatic.com"] : []),
      ...(security.allowInlineTagScripts ? ["'unsafe-inline'"] : []),
    ]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(directives.get("trusted-types")).toEqual(["casino-html", "casino-scripts", "dompurify"]);
    // The sandbox answers with absolute URLs on its own origin (games, thumbnails, pay pages): the preview adds it.
    const sandbox = new URL(sandboxUrl).origin;
    expect(directives.get("frame-src")).toEqual(expect.arrayContaining([sandbox, ...((settings["gameProviderOrigins"] as string[] | undefined) ?? [])]));
    expect(directives.get("frame-src")).not.toContain("'self'");
    expect(directives.get("connect-src")).toEqual(expect.arrayContaining(["'self'", sandbox, sandbox.replace(/^http/, "ws")]));
    expect(response.headers()["x-frame-options"]).toBe("DENY");
  }
  // The API's own answers are not the site's pages: the preview leaves them alone.
  expect((await request.get("/api/health")).headers()["content-security-policy"]).toBeUndefined();
});

test("an inline script or HTML written into the page, or a module from an unlisted host, is blocked and never runs", async ({ page }, testInfo) => {
  const violations = await watchViolations(page);
  await page.goto(pathOf(testInfo, "casino", "/casino"));
  await expect(page.getByRole("main")).toBeVisible();
  const outcome = await page.evaluate(() => {
    const state = window as unknown as Record<string, unknown>;
    // A script whose text is a plain text node: not a Trusted Types sink, so only the policy stops it.
    const script = document.createElement("script");
    script.append(document.createTextNode("window.__inlineRan = true;"));
    document.body.append(script);
    // Sinks without the app's policies: Trusted Types refuse the strings outright.
    const refused = (write: () => void) => {
      try {
        write();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    return {
      innerHtmlRefused: refused(() => (document.createElement("div").innerHTML = '<img src="x" onerror="window.__handlerRan = true">')),
      scriptTextRefused: refused(() => (document.createElement("script").text = "window.__textRan = true;")),
      scriptSrcRefused: refused(() => (document.createElement("script").src = "https://evil.example/x.js")),
      ran: [state["__inlineRan"], state["__handlerRan"], state["__textRan"]],
    };
  });
  expect(outcome).toEqual({ innerHtmlRefused: true, scriptTextRefused: true, scriptSrcRefused: true, ran: [undefined, undefined, undefined] });
  // Chromium enforces Trusted Types, which stop every one of these before script-src is asked.
  await expect.poll(() => violations.map((v) => v.sample.split("|")[0])).toEqual(["HTMLScriptElement text", "Element innerHTML", "HTMLScriptElement text", "HTMLScriptElement src"]);
  expect(violations.every((v) => v.directive === "require-trusted-types-for")).toBe(true);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)["__inlineRan"])).toBeUndefined();
  // A module from a host the brand does not list (import() is no Trusted Types sink): script-src refuses it.
  const imported = await page.evaluate((url) => import(url).then(() => "ran", () => "refused"), "https://evil.example/module.js");
  expect(imported).toBe("refused");
  await expect.poll(() => violations.find((v) => v.directive === "script-src-elem")?.blocked).toBe("https://evil.example/module.js");
});

test("the site can't be framed by another page", async ({ page, baseURL }) => {
  await page.setContent(`<iframe title="framed casino" src="${baseURL}/" width="800" height="600"></iframe>`);
  const framed = page.frameLocator('iframe[title="framed casino"]');
  // Blocked by frame-ancestors 'none': the frame never gets the app (no #root, no banner).
  await page.waitForTimeout(1_500);
  await expect(framed.locator("#root")).toHaveCount(0);
  expect(page.frames().some((frame) => frame.url().startsWith(baseURL ?? "-") && frame !== page.mainFrame())).toBe(false);
});

test("the script loader refuses a tag script from a host the brand does not allow, and the sandbox's inline stand-ins", async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const scope = `csp-${testInfo.project.name}-${Date.now()}`;
  const entry = { scope, key: "e2e-evil-tag", head: `<script src="https://evil.example/tag.js"></script>`, bodyEnd: `<div data-e2e-tag="${scope}"></div>` };
  expect((await request.post("/sandbox/scripts", { data: entry })).status()).toBe(201);
  await page.setExtraHTTPHeaders({ "x-sandbox-scope": scope });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" && message.text().startsWith("[script loader]")) warnings.push(message.text());
  });
  const evilRequests: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("evil.example")) evilRequests.push(req.url());
  });
  const violations = await watchViolations(page);
  try {
    await page.goto(pathOf(testInfo, "casino", "/casino"));
    // The entry's markup is in (sanitised), its script is not. The loader waits for the page to settle, its first
    // paint and an idle moment (up to ~10 s on a loaded 2-core machine).
    await expect(page.locator(`[data-e2e-tag="${scope}"][data-shell-script="e2e-evil-tag"]`)).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('script[src*="evil.example"]')).toHaveCount(0);
    expect(evilRequests).toEqual([]);
    expect(warnings.filter((w) => w.includes('"e2e-evil-tag"') && w.includes("https://evil.example/tag.js"))).toHaveLength(1);
    // The sandbox's seeded entries are inline scripts: refused unless the brand opts in (none does), logged once each.
    expect(warnings.filter((w) => w.includes('"sandbox-data-layer"'))).toHaveLength(1);
    const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
    expect(dataLayer).not.toContain("sandbox_scripts_loaded");
    // Refused before it reached the DOM: nothing for the browser's policy to block.
    expect(violations).toEqual([]);
  } finally {
    await request.delete(`/sandbox/scripts?scope=${scope}`);
  }
});

test("no policy violation on the lobby, a game page, the play page and the deposit page", async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const player = await createPlayer(request, "csp-journey");
  await depositByBankTransfer(request, player, 20);
  const game = await firstSlot(request);

  await openAs(page, baseURL ?? "", player, pathOf(testInfo, "casino", "/casino"));
  // A thumbnail from the sandbox's origin has loaded (img-src).
  const thumbnail = page.locator("main img[src*='/sandbox/thumbnails/']").first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await page.goto(`/casino/games/${game.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: game.name })).toBeVisible();
  await page.goto(`/play/${game.slug}`);
  await page.getByRole("button", { name: "Accept and play" }).click();
  const frame = page.getByTitle(game.name, { exact: true }).contentFrame();
  await expect(frame.getByRole("button", { name: "Spin" })).toBeVisible();
  await page.goto("/deposit");
  await expect(page.getByRole("group", { name: "Payment method" })).toBeVisible();
  // Let late work (duties, the script loader, thumbnails) run under the policy too.
  await page.waitForTimeout(1_500);
  expect(violations).toEqual([]);
});
