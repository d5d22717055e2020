import { DepositResponseSchema, GameLaunchResponseSchema } from "@casino/api-client";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../context.ts";
import { FAULT_SCOPE_HEADER } from "./sandbox-faults.ts";
import { createUrlOverrides, registerSandboxUrlOverrideRoutes } from "./sandbox-url-overrides.ts";
import { SITE, createWalletPlayer, createWalletTestApp, goodCard, methodId, moneyHeaders, parsed, send, type WalletTestApp } from "./wallet-test-kit.ts";

let t: WalletTestApp;
let slug: string;
beforeAll(() => {
  t = createWalletTestApp();
  slug = t.db.prepare("SELECT slug FROM games ORDER BY popularity_rank LIMIT 1").pluck().get() as string;
});
afterAll(() => t.close());

const HOSTILE = "javascript:alert(document.cookie)";
const override = (body: object) => send(t, "/sandbox/url-overrides", { body });
const scoped = (scope?: string): Record<string, string> => (scope ? { [FAULT_SCOPE_HEADER]: scope } : {});

async function cardRedirect(scope?: string, method = "card") {
  const player = createWalletPlayer(t);
  const body = { methodId: methodId(t, method), amount: 50, currency: "EUR", fields: method === "card" ? goodCard : { bankName: "x" }, returnUrl: SITE };
  const res = await send(t, "/api/user/deposit", { body, headers: { ...moneyHeaders(player), ...scoped(scope) } });
  return parsed(DepositResponseSchema, res).data;
}

async function launchUrl(scope?: string, game = slug) {
  const player = createWalletPlayer(t);
  const res = await send(t, "/api/user/game-launch", { body: { slug: game, mode: "real" }, headers: { ...player.headers, ...scoped(scope) } });
  return parsed(GameLaunchResponseSchema, res).data.url;
}

describe("/sandbox/url-overrides", () => {
  it("makes the next card deposit redirect to the given URL, once, then to the hosted page again", async () => {
    expect((await override({ target: "deposit-redirect", url: HOSTILE })).status).toBe(201);
    expect((await cardRedirect()).action).toEqual({ type: "redirect", url: HOSTILE });
    const { payment, action } = await cardRedirect();
    expect(action).toEqual({ type: "redirect", url: `http://localhost/sandbox/pay/${payment.id}` });
  });

  it("makes the next game launch answer the given URL (for one game when it names a slug)", async () => {
    const other = t.db.prepare("SELECT slug FROM games WHERE slug != ? LIMIT 1").pluck().get(slug) as string;
    await override({ target: "game-launch", url: "http://localhost:5173/sandbox/games/x/play", slug, times: 2 });
    expect(await launchUrl(undefined, other)).toMatch(/^http:\/\/localhost\/sandbox\/games\//);
    expect(await launchUrl()).toBe("http://localhost:5173/sandbox/games/x/play");
    expect(await launchUrl()).toBe("http://localhost:5173/sandbox/games/x/play");
    expect(await launchUrl()).toMatch(/^http:\/\/localhost\/sandbox\/games\//);
  });

  it("keeps a scoped override for requests of that scope, and one naming a method for that method", async () => {
    await override({ target: "deposit-redirect", url: HOSTILE, scope: "test-a", methodId: methodId(t, "card") });
    expect((await cardRedirect("test-b")).action).not.toEqual({ type: "redirect", url: HOSTILE });
    expect((await cardRedirect()).action).not.toEqual({ type: "redirect", url: HOSTILE });
    expect((await cardRedirect("test-a")).action).toEqual({ type: "redirect", url: HOSTILE });
  });

  it("leaves the actions that are not redirects alone", async () => {
    await override({ target: "deposit-redirect", url: HOSTILE, scope: "crypto" });
    const player = createWalletPlayer(t);
    const body = { methodId: methodId(t, "tether"), amount: 108, currency: "EUR", fields: { network: "USDT-TRC20" } };
    const res = await send(t, "/api/user/deposit", { body, headers: { ...moneyHeaders(player), ...scoped("crypto") } });
    expect(parsed(DepositResponseSchema, res).data.action.type).toBe("crypto");
    expect(((await send(t, "/sandbox/url-overrides")).body as { data: { overrides: unknown[] } }).data.overrides).toHaveLength(1);
  });

  it("lists and clears overrides, all or by scope", async () => {
    await send(t, "/sandbox/url-overrides", { method: "DELETE" });
    await override({ target: "game-launch", url: "a", scope: "x" });
    await override({ target: "game-launch", url: "b" });
    expect((await send(t, "/sandbox/url-overrides?scope=x", { method: "DELETE" })).body).toEqual({ success: true, data: { cleared: 1 } });
    expect((await send(t, "/sandbox/url-overrides", { method: "DELETE" })).body).toEqual({ success: true, data: { cleared: 1 } });
    expect((await send(t, "/sandbox/url-overrides")).body).toEqual({ success: true, data: { overrides: [] } });
  });

  it.each([[{ url: HOSTILE }], [{ target: "withdrawal", url: HOSTILE }], [{ target: "game-launch" }], [{ target: "game-launch", url: "x", times: 0 }]])(
    "refuses %j",
    async (body) => {
      const res = await override(body);
      expect(res.status).toBe(400);
      expect((res.body as { code: string }).code).toBe("VALIDATION_ERROR");
    },
  );

  it("does not exist in production mode", async () => {
    const urlOverrides = createUrlOverrides({ NODE_ENV: "production" });
    expect(urlOverrides).toBeUndefined();
    const app = new Hono();
    registerSandboxUrlOverrideRoutes(app, { urlOverrides } as AppDeps);
    const res = await app.request("/sandbox/url-overrides", { method: "POST", body: JSON.stringify({ target: "game-launch", url: HOSTILE }) });
    expect(res.status).toBe(404);
  });
});
