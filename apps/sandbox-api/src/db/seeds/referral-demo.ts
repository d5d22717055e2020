import type { Seed } from "../seed.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

/** The VIP referred the newbie and their link has been opened a dozen times over the last weeks. */
export const referralDemoSeed: Seed = {
  id: "referral-demo",
  run(db, { now }) {
    db.prepare("UPDATE users SET referred_by = ? WHERE id = ?").run(DEMO_PLAYER_IDS.vip, DEMO_PLAYER_IDS.newbie);
    const visit = db.prepare("INSERT INTO referral_visits (referrer_id, ip, visited_at) VALUES (?, ?, ?)");
    for (let i = 0; i < 12; i++) {
      visit.run(DEMO_PLAYER_IDS.vip, `203.0.113.${10 + i}`, new Date(now.getTime() - (i * 2 + 1) * 86_400_000).toISOString());
    }
  },
};
