import type { Database } from "better-sqlite3";
import type { RealtimeEvent, RealtimePayload } from "./realtime/events.ts";
import type { UserId } from "./repos/sessions.ts";
import type { UrlOverrides } from "./routes/sandbox-url-overrides.ts";

/** What every route module receives. Add shared services here rather than importing singletons. */
export interface AppDeps {
  db: Database;
  brandsDir: string;
  clock: () => Date;
  /** Socket events to a player (the ledger emits debit/credit/balance); main.ts wires it to socket.io. */
  events: EventSink;
  geo: GeoConfig;
  kyc: KycConfig;
  /** Test control: URLs that replace the next deposit redirect or game launch; undefined in production mode. */
  urlOverrides?: UrlOverrides | undefined;
  /** Given: settings2 answers this webVitalsSampleRate for every brand (SANDBOX_WEB_VITALS_SAMPLE_RATE). */
  webVitalsSampleRate?: number | undefined;
}

/** Where the sandbox places visitors without an x-sandbox-country header (get-location, game launch). */
export interface GeoConfig {
  /** ISO code answered by get-location when the request names no country. */
  defaultCountry: string;
  /** Countries where game launch answers GAME_COUNTRY_RESTRICTED. */
  gameRestrictedCountries: readonly string[];
}

export const DEFAULT_GEO: GeoConfig = { defaultCountry: "DE", gameRestrictedCountries: ["NL"] };

/** KYC uploads: where files go and how long the sandbox "reviews" a document before approving it. */
export interface KycConfig {
  /** Folder of uploaded documents (`SANDBOX_UPLOADS`); one sub-folder per player. */
  uploadsDir: string;
  /** Seconds from upload to automatic approval (`SANDBOX_KYC_REVIEW_SECONDS`). */
  reviewSeconds: number;
}

/** Where realtime events go: the socket server in main.ts, a recorder in tests, nowhere by default. */
export interface EventSink {
  emitToUser<E extends RealtimeEvent>(userId: UserId, event: E, payload: RealtimePayload<E>): void;
}

export const NO_EVENTS: EventSink = { emitToUser: () => {} };
