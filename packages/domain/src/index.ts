// The public API of @casino/domain, one file per concern under exports/ (pure rules and constants of the spec).

export * from "./exports/settings.ts";
// Responsible gaming (spec §3 Limits, §4 self-exclusion, §5 session limit and bet limits, §9 options).
export * from "./exports/responsible-gaming.ts";
// KYC documents (spec §5 upload rules, §9 document kinds).
export * from "./exports/kyc.ts";
// Rewards: bonuses (spec §3 types, §8 activation codes), wagering, rakeback calendar (spec §4), VIP club.
export * from "./exports/rewards.ts";
// Shell duties (spec §4, §6, §7, §9): geo-block, bots, cookie notice, session end, inactivity, scripts, tracking,
// affiliate capture, mirror-domain registration restriction.
export * from "./exports/duties.ts";
// Account validation (spec §4 profile locks, §5 validation rules, §9 password 6-255, minimum age 18, picker 100 years).
// Issue messages are message keys (AccountValidationCode) the UI translates.
export * from "./exports/account-validation.ts";
// Casino (spec §3 game details and sorting, §6 game viewing and demo, §7 stored lists, §9 game stats and clock).
export * from "./exports/casino.ts";
// Cashier (spec §3 payment method, §4 amount selector and deposit outcome, §5 card/withdrawal/amount rules, §6, §8).
export * from "./exports/cashier.ts";
// The one gate for URLs from the server (DESIGN §5.2): location, iframes, scripts and anchors.
export * from "./exports/urls.ts";
