import { useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { ResponsibleGamingBlockEventSchema } from "@casino/api-client";
import type { SessionEndCause } from "@casino/domain";
import { useRealtimeEvent } from "../../realtime/use-realtime-event.ts";
import { clearPlayerQueries } from "../../session/player-queries.ts";
import { useSessionStore } from "../../session/session-store.ts";
import { recordSessionEnd } from "./session-end-store.ts";

const causeOf = (kind: string): SessionEndCause | undefined => (kind === "sessionLimit" || kind === "freeze" ? kind : undefined);

/**
 * Issue 27: a responsible-gaming block that carries a reason (the session time limit reached, SESSION_EXPIRED; an
 * account freeze, ACCOUNT_LOCKED) has already ended the player's sessions on the server. The reason, the time and the
 * block's kind are stored (the session-ended notice says why) and the token is dropped here; no logout call, the
 * server refuses the token already. A block without a reason (time-out, self-exclusion) keeps the player logged in.
 */
export function useBlockSessionEnd(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent("responsibleGamingBlock", (event) => {
    const parsed = v.safeParse(ResponsibleGamingBlockEventSchema, event.detail);
    if (!parsed.success || !parsed.output.reason || useSessionStore.getState().token === null) return;
    const { kind, reason } = parsed.output;
    recordSessionEnd(reason, new Date(), causeOf(kind));
    useSessionStore.getState().clearToken(reason);
    clearPlayerQueries(queryClient);
  });
}
