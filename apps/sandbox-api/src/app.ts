import { Hono } from "hono";
import { compress } from "hono/compress";
import { logger } from "hono/logger";
import type { Database } from "better-sqlite3";
import { DEFAULT_GEO, NO_EVENTS, type AppDeps, type EventSink, type GeoConfig, type KycConfig } from "./context.ts";
import { defaultKycConfig } from "./config.ts";
import { devCors } from "./http/cors.ts";
import { provideDeps } from "./http/deps.ts";
import { onError, onNotFound } from "./http/errors.ts";
import { registerHealthRoutes } from "./routes/health.ts";
import { registerSandboxFaultRoutes } from "./routes/sandbox-faults.ts";
import { registerSandboxScriptRoutes } from "./routes/sandbox-scripts.ts";
import { createUrlOverrides, registerSandboxUrlOverrideRoutes } from "./routes/sandbox-url-overrides.ts";
import { registerSettingsRoutes } from "./routes/settings.ts";
import { registerCatalogCategoryRoutes } from "./routes/catalog-categories.ts";
import { registerCatalogContentRoutes } from "./routes/catalog-content.ts";
import { registerCatalogGameLaunchRoutes } from "./routes/catalog-game-launch.ts";
import { registerCatalogGamesRoutes } from "./routes/catalog-games.ts";
import { registerCatalogPlayerGamesRoutes } from "./routes/catalog-player-games.ts";
import { registerCatalogReferenceRoutes } from "./routes/catalog-reference.ts";
import { registerCatalogThumbnailRoutes } from "./routes/catalog-thumbnails.ts";
import { registerAuthRoutes } from "./routes/auth.ts";
import { registerUserDetailsRoutes } from "./routes/user-details.ts";
import { registerPasswordResetRoutes } from "./routes/password-reset.ts";
import { registerEmailVerificationRoutes } from "./routes/email-verification.ts";
import { registerSandboxOutboxRoutes } from "./routes/sandbox-outbox.ts";
import { registerKycDocumentRoutes } from "./routes/kyc-documents.ts";
import { registerKycReviewClock, registerKycReviewRoutes } from "./routes/kyc-review.ts";
import { registerSandboxLimitsAgeRoutes } from "./routes/sandbox-limits-age.ts";
import { registerLimitsExclusionRoutes } from "./routes/limits-exclusion.ts";
import { registerLimitsAwayRoutes } from "./routes/limits-away.ts";
import { registerLimitsSessionRoutes } from "./routes/limits-session.ts";
import { registerLimitsSettingsRoutes } from "./routes/limits-settings.ts";
import { registerReferralRoutes } from "./routes/referral-program.ts";
import { registerStatisticsRoutes } from "./routes/statistics-player.ts";
import { registerChatRoutes } from "./routes/chat-support.ts";
import { registerPaymentsConfirmRoutes } from "./routes/payments-confirm.ts";
import { registerPaymentsDepositRoutes } from "./routes/payments-deposit.ts";
import { registerPaymentsMethodsRoutes } from "./routes/payments-methods.ts";
import { registerPaymentsPayPageRoutes } from "./routes/payments-pay-page.ts";
import { registerPaymentsWithdrawRoutes } from "./routes/payments-withdraw.ts";
import { registerSlotGameRoutes } from "./routes/slot-game.ts";
import { registerSlotPageRoutes } from "./routes/slot-page.ts";
import { registerShellDutyRoutes } from "./routes/shell-duties.ts";
import { registerWalletTransactionsRoutes } from "./routes/wallet-transactions.ts";
import { registerBonusListRoutes } from "./routes/bonus-list.ts";
import { registerBonusUserRoutes } from "./routes/bonus-user.ts";
import { registerFreeMoneyRoutes } from "./routes/bonus-free-money.ts";
import { registerCouponRoutes } from "./routes/coupon-redeem.ts";
import { registerRakebackRoutes } from "./routes/rakeback-calendar.ts";
import { registerCalendarAwardRoutes } from "./routes/calendar-award.ts";
import { registerVipRoutes } from "./routes/vip-club.ts";
import { registerTournamentRoutes } from "./routes/tournament-routes.ts";
import { registerSandboxTournamentRoutes } from "./routes/sandbox-tournaments.ts";
import { registerPromotionRoutes } from "./routes/promotion-routes.ts";

export interface CreateAppOptions {
  db: Database;
  brandsDir: string;
  clock?: () => Date;
  /** Log one line per request (off unless asked, so tests stay quiet). */
  logRequests?: boolean;
  /** Sandbox geolocation; DEFAULT_GEO where left out. */
  geo?: Partial<GeoConfig>;
  /** KYC uploads folder and review delay; `defaultKycConfig` where left out (tests pass a temporary folder). */
  kyc?: Partial<KycConfig>;
  /** Realtime events (main.ts: the socket server; tests: a recorder); dropped where left out. */
  events?: EventSink;
  /** settings2's webVitalsSampleRate for every brand; the brand's own where left out. */
  webVitalsSampleRate?: number | undefined;
}

/** One line per resource; each module registers its routes on the app. */
const routeModules: ReadonlyArray<(app: Hono, deps: AppDeps) => void> = [
  registerHealthRoutes,
  // Test control first: a fault it holds answers before any other route runs (not mounted in production mode).
  registerSandboxFaultRoutes,
  // Test control: script entries of one test's scope appended to GET scripts (not mounted in production mode).
  registerSandboxScriptRoutes,
  registerSandboxUrlOverrideRoutes,
  registerSettingsRoutes,
  // Before every /api handler: KYC documents whose review delay has passed are approved first.
  registerKycReviewClock,
  registerAuthRoutes,
  registerUserDetailsRoutes,
  registerPasswordResetRoutes,
  registerEmailVerificationRoutes,
  registerSandboxOutboxRoutes,
  registerCatalogReferenceRoutes,
  registerCatalogContentRoutes,
  registerCatalogGamesRoutes,
  registerCatalogCategoryRoutes,
  registerCatalogThumbnailRoutes,
  registerCatalogGameLaunchRoutes,
  registerCatalogPlayerGamesRoutes,
  registerKycDocumentRoutes,
  registerKycReviewRoutes,
  registerLimitsSettingsRoutes,
  // Test control: a player's limit changes moved into the past (not mounted in production mode).
  registerSandboxLimitsAgeRoutes,
  registerLimitsSessionRoutes,
  registerLimitsAwayRoutes,
  registerLimitsExclusionRoutes,
  registerReferralRoutes,
  registerStatisticsRoutes,
  registerChatRoutes,
  registerBonusListRoutes,
  registerBonusUserRoutes,
  registerFreeMoneyRoutes,
  registerCouponRoutes,
  registerRakebackRoutes,
  registerCalendarAwardRoutes,
  registerVipRoutes,
  registerTournamentRoutes,
  // Test control: a tournament of a journey's own, with its times and rivals (not mounted in production mode).
  registerSandboxTournamentRoutes,
  registerPromotionRoutes,
  registerPaymentsMethodsRoutes,
  registerPaymentsDepositRoutes,
  registerPaymentsConfirmRoutes,
  registerPaymentsPayPageRoutes,
  registerPaymentsWithdrawRoutes,
  registerWalletTransactionsRoutes,
  registerSlotGameRoutes,
  registerSlotPageRoutes,
  registerShellDutyRoutes,
];

export function createApp({ db, brandsDir, clock = () => new Date(), logRequests = false, geo, kyc, events = NO_EVENTS, webVitalsSampleRate }: CreateAppOptions): Hono {
  const deps: AppDeps = { db, brandsDir, clock, geo: { ...DEFAULT_GEO, ...geo }, kyc: { ...defaultKycConfig, ...kyc }, events, urlOverrides: createUrlOverrides(), webVitalsSampleRate };
  const app = new Hono();
  if (logRequests) app.use(logger());
  // As a production API behind its proxy or CDN does: JSON and text answers gzip-encoded for clients that accept it
  // (the category list and the locale texts are 17-28 KB, 3-5 KB encoded). Thumbnails (PNG) are left as they are.
  app.use(compress());
  app.use(devCors());
  // requireUser(c) and friends read db and clock from the context.
  app.use(provideDeps(deps));
  for (const register of routeModules) register(app, deps);
  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
