import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { readPlayerSettings } from "../repos/limits.ts";
import { findShare, playerStatistics, shareToken } from "../repos/statistics-player.ts";
import { findUserById } from "../repos/users.ts";

const sharePath = (token: string) => `/api/core/casino/statistics/${token}`;

/** Player statistics and the public share link (nickname and numbers only). */
export function registerStatisticsRoutes(app: Hono, { db, clock }: AppDeps): void {
  app.get("/api/user/statistics", (c) => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw forbidden();
    return c.json({ success: true, data: playerStatistics(db, user.id, user.currency_code) });
  });

  app.post("/api/user/statistics/share", (c) => {
    const { userId } = requireUser(c);
    const token = shareToken(db, userId, clock());
    return c.json({ success: true, data: { token, path: sharePath(token) } });
  });

  app.get("/api/core/casino/statistics/:token", (c) => {
    const share = findShare(db, c.req.param("token"));
    const user = share && findUserById(db, share.userId);
    // Ghost mode hides the player's public statistics: the link answers as if it did not exist while it is on.
    if (!share || !user || readPlayerSettings(db, user.id).ghost_mode === 1) throw notFound("This statistics link does not exist", "SHARE_NOT_FOUND");
    return c.json({
      success: true,
      data: { nickname: user.nickname, statistics: playerStatistics(db, user.id, user.currency_code), sharedAt: share.createdAt },
    });
  });
}
