import type { Migration } from "./migrate.ts";
import { migration as brandSettings } from "./migrations/0001-brand-settings.ts";
import { migration as sessions } from "./migrations/0002-sessions.ts";
import { migration as users } from "./migrations/0101-users.ts";
import { migration as sessionsHashed } from "./migrations/0102-sessions-hashed.ts";
import { migration as outbox } from "./migrations/0103-outbox.ts";
import { migration as authTokens } from "./migrations/0104-auth-tokens.ts";
import { migration as catalogGames } from "./migrations/0201-catalog-games.ts";
import { migration as catalogReference } from "./migrations/0202-catalog-reference.ts";
import { migration as catalogPlayerGames } from "./migrations/0203-catalog-player-games.ts";
import { migration as walletLedger } from "./migrations/0301-wallet-ledger.ts";
import { migration as payments } from "./migrations/0302-payments.ts";
import { migration as slotSessions } from "./migrations/0303-slot-sessions.ts";
import { migration as bonuses } from "./migrations/0401-bonuses.ts";
import { migration as rakebackDays } from "./migrations/0402-rakeback-days.ts";
import { migration as rewardsCatalog } from "./migrations/0403-rewards-catalog.ts";
import { migration as playerLimits } from "./migrations/0501-player-limits.ts";
import { migration as kycDocuments } from "./migrations/0502-kyc-documents.ts";
import { migration as referral } from "./migrations/0503-referral.ts";
import { migration as statisticsShares } from "./migrations/0504-statistics-shares.ts";
import { migration as chat } from "./migrations/0505-chat.ts";
import { migration as shellDuties } from "./migrations/0601-shell-duties.ts";
import { migration as responsibleGaming } from "./migrations/0602-responsible-gaming.ts";
import { migration as vipWagerCarry } from "./migrations/0690-vip-wager-carry.ts";
import { migration as vipLevelTexts } from "./migrations/0691-vip-level-texts.ts";
import { migration as paymentMethodTitles } from "./migrations/0692-payment-method-titles.ts";

/** Every migration, oldest first. A new migration is a new file in ./migrations plus one line here. */
export const migrations: readonly Migration[] = [
  brandSettings,
  sessions,
  users,
  sessionsHashed,
  outbox,
  authTokens,
  catalogGames,
  catalogReference,
  catalogPlayerGames,
  walletLedger,
  payments,
  slotSessions,
  bonuses,
  rakebackDays,
  rewardsCatalog,
  playerLimits,
  kycDocuments,
  referral,
  statisticsShares,
  chat,
  shellDuties,
  responsibleGaming,
  vipWagerCarry,
  vipLevelTexts,
  paymentMethodTitles,
];
