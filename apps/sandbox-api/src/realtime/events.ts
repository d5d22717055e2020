import type { UserId } from "../repos/sessions.ts";

/** The player's wallet as the client shows it (spec §3 userWallet). */
export interface WalletBalance {
  amount: number;
  nonCashAmount: number;
  totalAmount: number;
}

export interface WalletChange {
  /** Signed change in the currency's units. */
  amount: number;
  userWallet: WalletBalance;
}

/** Spec §7 realtime events; the client re-emits each as a browser event. */
export interface ServerToClientEvents {
  debit: (payload: WalletChange) => void;
  credit: (payload: WalletChange) => void;
  globalCredit: (payload: WalletChange) => void;
  deposit: (payload: WalletChange & { count: number }) => void;
  failedDeposit: (payload: { code: string; message: string }) => void;
  balance: (payload: { userWallet: WalletBalance }) => void;
  /** A responsible-gaming block began (self-exclusion, account freeze): open games must close. */
  responsibleGamingBlock: (payload: ResponsibleGamingBlock) => void;
  /** A real bet changed the player's score in a running tournament they joined (its leaderboard is to be read again). */
  tournamentScore: (payload: TournamentScore) => void;
}

export interface TournamentScore {
  tournamentId: number;
  score: number;
  /** The player's place after the bet (1 = first). */
  place: number;
}

export interface ResponsibleGamingBlock {
  /** A time-out is a short exclusion (hours to a month); sessionLimit: the session time limit was reached. */
  kind: "selfExclusion" | "timeout" | "freeze" | "sessionLimit";
  /** ISO end, null when permanent. */
  until: string | null;
  message: string;
  /** Set when the block also ended the login sessions (spec §3 reason): ACCOUNT_LOCKED, SESSION_EXPIRED. */
  reason?: "ACCOUNT_LOCKED" | "SESSION_EXPIRED";
}

/** The client only listens. */
export type ClientToServerEvents = Record<string, never>;
export type InterServerEvents = Record<string, never>;

export interface SocketData {
  /** Set when the handshake carried the token of a live session. */
  userId?: UserId;
}

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];
