import type { Database } from "better-sqlite3";
import { brandsSeed } from "./seeds/brands.ts";
import { catalogContentSeed } from "./seeds/catalog-content.ts";
import { catalogGamesSeed } from "./seeds/catalog-games.ts";
import { catalogReferenceSeed } from "./seeds/catalog-reference.ts";
import { catalogScriptsSeed } from "./seeds/catalog-scripts.ts";
import { demoPlayersSeed } from "./seeds/demo-players.ts";
import { chatWelcomeSeed } from "./seeds/chat-welcome.ts";
import { kycDocumentsSeed } from "./seeds/kyc-documents.ts";
import { limitsDemoSeed } from "./seeds/limits-demo.ts";
import { referralDemoSeed } from "./seeds/referral-demo.ts";
import { paymentsMethodsSeed } from "./seeds/payments-methods.ts";
import { walletDemoSeed } from "./seeds/wallet-demo.ts";
import { rewardsBonusesSeed } from "./seeds/rewards-bonuses.ts";
import { rewardsCatalogSeed } from "./seeds/rewards-catalog.ts";
import { rewardsDemoSeed } from "./seeds/rewards-demo.ts";

export interface SeedContext {
  brandsDir: string;
  now: Date;
  /** Games in the catalogue; the generator's 5,000 when not given. */
  gameCount?: number | undefined;
}

export interface Seed {
  id: string;
  run(db: Database, context: SeedContext): void;
}

/** Run in this order on a new database; a seed may rely on rows of the seeds before it. */
export const seeds: readonly Seed[] = [
  brandsSeed,
  demoPlayersSeed,
  catalogReferenceSeed,
  catalogGamesSeed,
  catalogContentSeed,
  catalogScriptsSeed,
  paymentsMethodsSeed,
  walletDemoSeed,
  kycDocumentsSeed,
  limitsDemoSeed,
  referralDemoSeed,
  chatWelcomeSeed,
  rewardsBonusesSeed,
  rewardsCatalogSeed,
  rewardsDemoSeed,
];

export function seed(db: Database, context: SeedContext, list: readonly Seed[] = seeds): void {
  db.transaction(() => {
    for (const item of list) item.run(db, context);
  })();
}
