import { FavoriteGamePayloadSchema, type GameHistory, type GameRows } from "@casino/api-client";
import type { Context, Hono } from "hono";
import * as v from "valibot";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { readBody, readQuery } from "../http/validate.ts";
import { findGameBySlug, toGameSummary, type GameRow } from "../repos/catalog-game-rows.ts";
import { addFavorite, favoriteGames, gameHistory, recentGames, removeFavorite } from "../repos/catalog-player-games.ts";
import type { UserId } from "../repos/sessions.ts";
import { gameNotFound } from "./catalog-games.ts";
import { intParam, requestOrigin } from "./catalog-query.ts";

const day = v.pipe(v.string(), v.isoDate());
const HistoryQuery = v.object({
  limit: v.optional(intParam(1, 100), "20"),
  offset: v.optional(intParam(0, 1_000_000), "0"),
  from: v.optional(day),
  to: v.optional(day),
});

const gameRows = (c: Context, rows: GameRow[]): GameRows => {
  const origin = requestOrigin(c);
  return { rows: rows.map((row) => toGameSummary(row, origin)), count: rows.length };
};

export function registerCatalogPlayerGamesRoutes(app: Hono, { db, clock }: AppDeps): void {
  const favorites = (c: Context, userId: UserId) => c.json({ success: true, data: gameRows(c, favoriteGames(db, userId)) });

  app.get("/api/user/get-favorite-games", (c) => favorites(c, requireUser(c).userId));

  app.post("/api/user/add-favorite-game", async (c) => {
    const { userId } = requireUser(c);
    const { slug } = await readBody(c, FavoriteGamePayloadSchema);
    const game = findGameBySlug(db, slug);
    if (!game) throw gameNotFound();
    addFavorite(db, userId, game.id, clock());
    return favorites(c, userId);
  });

  app.post("/api/user/remove-favorite-game", async (c) => {
    const { userId } = requireUser(c);
    const { slug } = await readBody(c, FavoriteGamePayloadSchema);
    const game = findGameBySlug(db, slug);
    if (!game) throw gameNotFound();
    removeFavorite(db, userId, game.id);
    return favorites(c, userId);
  });

  app.get("/api/user/get-recent-games", (c) => {
    const { userId } = requireUser(c);
    return c.json({ success: true, data: gameRows(c, recentGames(db, userId)) });
  });

  app.get("/api/user/get-game-history", (c) => {
    const { userId } = requireUser(c);
    const query = readQuery(c, HistoryQuery);
    const data: GameHistory = gameHistory(db, userId, query);
    return c.json({ success: true, data });
  });
}
