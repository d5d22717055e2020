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
