import type { Seed } from "../seed.ts";
import { writeLimit, writePlayerSettings } from "../../repos/limits.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

/**
 * Limits of the demo players, set two days ago so none is inside its one-hour lock. The VIP (loyalty level 10)
 * shows the "removal only through support" rule on its bet limits.
 */
export const limitsDemoSeed: Seed = {
  id: "limits-demo",
  run(db, { now }) {
    const earlier = new Date(now.getTime() - 2 * 86_400_000);
    writeLimit(db, DEMO_PLAYER_IDS.depositor, "dailyDepositLimit", 500, earlier);
    writeLimit(db, DEMO_PLAYER_IDS.depositor, "weeklyDepositLimit", 2000, earlier);
    writeLimit(db, DEMO_PLAYER_IDS.vip, "maxBetLimit", 100, earlier);
    writeLimit(db, DEMO_PLAYER_IDS.vip, "dailyLossLimit", 1000, earlier);
    writeLimit(db, DEMO_PLAYER_IDS.vip, "monthlyDepositLimit", 20000, earlier);
    writePlayerSettings(db, DEMO_PLAYER_IDS.vip, { session_limit_value: 4, session_limit_unit: "hours", session_limit_minutes: 240 }, earlier);
  },
};
