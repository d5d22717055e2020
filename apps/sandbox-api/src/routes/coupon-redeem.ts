import { RedeemCouponPayloadSchema } from "@casino/api-client";
import type { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { requireUser } from "../http/auth.ts";
import { assertMayPlay } from "../http/guards.ts";
import { readBody } from "../http/validate.ts";
import { redeemCoupon } from "../repos/coupon-store.ts";

export function registerCouponRoutes(app: Hono, deps: AppDeps): void {
  app.post("/api/user/coupon/redeem", async (c) => {
    const { userId } = requireUser(c);
    const { code } = await readBody(c, RedeemCouponPayloadSchema);
    assertMayPlay(deps.db, userId, deps.clock());
    return c.json({ success: true, data: redeemCoupon(deps, userId, code) });
  });
}
