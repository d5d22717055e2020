import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SESSION_TTL_SECONDS } from "../auth/tokens.ts";
import { defaultKycConfig } from "../config.ts";
import { NO_EVENTS } from "../context.ts";
import { DEMO_PLAYER_IDS } from "../db/seeds/demo-players.ts";
import { createSession, endSession } from "../repos/sessions.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { errorOf, manualClock } from "../test/contract.ts";
import { bearer } from "../test/users.ts";
import { optionalUser, requireUser } from "./auth.ts";
import { provideDeps } from "./deps.ts";
import { onError } from "./errors.ts";

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
let app: Hono;

beforeEach(() => {
  t = createTestApp();
  clock = manualClock();
  app = new Hono();
  app.use(
    provideDeps({
      db: t.db,
      brandsDir: t.fx.brandsDir,
      clock: clock.now,
      geo: { defaultCountry: "DE", gameRestrictedCountries: [] },
      kyc: defaultKycConfig,
      events: NO_EVENTS,
    }),
  );
  app.get("/required", (c) => c.json(requireUser(c)));
  app.get("/optional", (c) => c.json(optionalUser(c) ?? { guest: true }));
  app.onError(onError);
});
afterEach(() => t.close());

const login = () => createSession(t.db, { userId: DEMO_PLAYER_IDS.newbie, now: clock.now() });

describe("requireUser / optionalUser", () => {
  it("expose the user id and session of a live token", async () => {
    const { token, session } = login();
    for (const path of ["/required", "/optional"]) {
      const res = await app.request(path, { headers: bearer(token) });
      expect(await res.json()).toEqual({ userId: DEMO_PLAYER_IDS.newbie, sessionId: session.id });
    }
  });

  it.each([
    ["/required", 401, "UNAUTHORIZED"],
    ["/optional", 200, undefined],
  ])("%s without a token answers %i", async (path, status, code) => {
    const res = await app.request(path);
    expect(res.status).toBe(status);
    if (code) expect((await errorOf(res)).code).toBe(code);
    else expect(await res.json()).toEqual({ guest: true });
  });

  it.each(["/required", "/optional"])("%s answers 403 SESSION_EXPIRED 30 days after login, not before", async (path) => {
    const { token } = login();
    clock.advance(SESSION_TTL_SECONDS - 1);
    expect((await app.request(path, { headers: bearer(token) })).status).toBe(200);
    clock.advance(1);
    expect(await errorOf(await app.request(path, { headers: bearer(token) }))).toMatchObject({ status: 403, code: "SESSION_EXPIRED" });
  });

  it.each([
    ["a revoked token", () => {
      const { token, session } = login();
      endSession(t.db, session.id, "USER_INITIATED", clock.now());
      return token;
    }],
    ["an unknown token", () => "not-a-token"],
  ])("answer 403 SESSION_EXPIRED for %s", async (_name, makeToken) => {
    const token = makeToken();
    for (const path of ["/required", "/optional"]) {
      expect(await errorOf(await app.request(path, { headers: bearer(token) }))).toMatchObject({ status: 403, code: "SESSION_EXPIRED" });
    }
  });

  it.each([["Basic abc"], ["Bearer"], ["token-without-scheme"]])("treat the header %j as no token", async (authorization) => {
    expect((await app.request("/required", { headers: { authorization } })).status).toBe(401);
  });
});
