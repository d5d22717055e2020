// Realtime socket client (spec §7): balances into the user-details cache, events re-emitted on window.
export { createRealtimeClient } from "../realtime/realtime-client.ts";
export type { RealtimeClient, RealtimeClientOptions, RealtimeSocket, RealtimeStatus, SocketFactory } from "../realtime/realtime-client.ts";
export {
  BalanceEventSchema,
  DepositEventSchema,
  FailedDepositEventSchema,
  REALTIME_EVENTS,
  RESPONSIBLE_GAMING_BLOCK_KINDS,
  ResponsibleGamingBlockEventSchema,
  TournamentScoreEventSchema,
  WalletChangeEventSchema,
  realtimeEventSchemas,
} from "../realtime/events.ts";
export type { RealtimeBrowserEvent, RealtimeEventName, RealtimeEventPayload } from "../realtime/events.ts";
