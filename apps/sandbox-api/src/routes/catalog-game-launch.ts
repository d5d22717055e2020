import { randomUUID } from "node:crypto";
import { GameLaunchPayloadSchema, type GameLaunch } from "@casino/api-client";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { optionalUser, requireUser } from "../http/auth.ts";
import { badRequest, unauthorized } from "../http/errors.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { resolveBrand } from "../repos/brands.ts";
import { findGameBySlug } from "../repos/catalog-game-rows.ts";
import { insertGameSession } from "../repos/catalog-player-games.ts";
import { gameNotFound } from "./catalog-games.ts";
import { visitorLocation } from "./catalog-geo.ts";
import { requestOrigin } from "./catalog-query.ts";

export function registerCatalogGameLaunchRoutes(app: Hono, { db, clock, geo, urlOverrides }: AppDeps): void {
  app.post("/api/user/game-launch", async (c) => {
    const { slug, mode } = await readBody(c, GameLaunchPayloadSchema);
    const game = findGameBySlug(db, slug);
    if (!game) throw gameNotFound();

    const user = mode === "real" ? requireUser(c) : optionalUser(c);
    // Demo play is play money: a self-excluded player may still try a game, not stake on it.
    if (mode === "real" && user) assertMayPlay(db, user.userId, clock());
    if (mode === "demo") {
      if (game.has_demo !== 1) throw badRequest("This game has no demo mode", "DEMO_NOT_AVAILABLE");
      const settings = resolveBrand(db, c.req.header("x-system-token"))?.settings ?? {};
      if (!user && settings["allowGuestPlayDemoGames"] !== true) {
        throw unauthorized("Log in to play the demo", "UNAUTHORIZED");
      }
    }

    const { country } = visitorLocation(c, db, geo);
    if (geo.gameRestrictedCountries.includes(country.code)) {
      throw badRequest(`This game is not available in ${country.name}`, "GAME_COUNTRY_RESTRICTED");
    }

    // The session row is also the "recent games" record of a logged-in player.
    const sessionId = randomUUID();
    insertGameSession(db, { id: sessionId, userId: user?.userId, gameId: game.id, mode, countryCode: country.code, now: clock() });
    const url =
      urlOverrides?.take("game-launch", c, { slug: game.slug }) ??
      `${requestOrigin(c)}/sandbox/games/${encodeURIComponent(game.slug)}/play?session=${sessionId}`;
    const data: GameLaunch = { url, sessionId, mode };
    return c.json({ success: true, data });
  });
}
