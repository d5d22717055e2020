// The public API of @casino/api-client, one file per concern under exports/ (the schemas, calls and query options a
// feature may import). Nothing else in src/ is public.

// Core: request, configuration, errors (see README "Request core").
export * from "./exports/core.ts";
// Realtime socket client (spec §7): balances into the user-details cache, events re-emitted on window.
export * from "./exports/realtime.ts";
// User entity and auth calls.
export * from "./exports/user.ts";
// Sandbox-only helpers (e2e tests).
export * from "./exports/sandbox.ts";
// Catalogue: games, providers, categories, reference data (countries, currencies, registration fields, location).
export * from "./exports/catalog.ts";
// The player's games: launch, favourites, recent games, casino history.
export * from "./exports/player-games.ts";
// Content: remote texts per locale and marketing scripts.
export * from "./exports/content.ts";
// KYC documents (labels, list, upload; sandbox review).
export * from "./exports/kyc.ts";
// Responsible gaming: limits, session time limit, self-exclusion, account freeze.
export * from "./exports/responsible-gaming.ts";
// Refer-a-friend.
export * from "./exports/refer-a-friend.ts";
// Player statistics and their public share link.
export * from "./exports/statistics.ts";
// Live chat with support.
export * from "./exports/live-chat.ts";
// Wallet and cashier: payment methods, deposits (card 3DS, crypto, UPI, bank), withdrawals, transactions.
export * from "./exports/cashier.ts";
// Rewards: bonuses and their activation, coupons, rakeback and bonus calendars, VIP club, tournaments, promotions.
export * from "./exports/rewards.ts";
// Shell duties: tracking (log-event; sandbox event log for tests) and the geo-block report.
export * from "./exports/duties.ts";
