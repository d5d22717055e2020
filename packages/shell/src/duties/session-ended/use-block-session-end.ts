import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { ResponsibleGamingBlockEventSchema } from "@casino/api-client";
import type { SessionEndCause, SessionTerminationReason } from "@casino/domain";
import { useRealtimeEvent } from "../../realtime/use-realtime-event.ts";
import { clearPlayerQueries } from "../../session/player-queries.ts";
import { useSessionStore } from "../../session/session-store.ts";
import { recordSessionEnd } from "./session-end-store.ts";

const causeOf = (kind: string): SessionEndCause | undefined => (kind === "sessionLimit" || kind === "freeze" ? kind : undefined);

/**
 * Ends the session here for a rule the server holds too (the session time limit): the reason, the time and the cause
 * are stored (the session-ended notice says why), the token and the player's data are dropped. No logout call: the
 * server ends (or has ended) the session by the same rule. Nothing happens for a guest.
 */
export function useEndSessionWithNotice(): (reason: SessionTerminationReason, cause?: SessionEndCause) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (reason, cause) => {
      if (useSessionStore.getState().token === null) return;
      recordSessionEnd(reason, new Date(), cause);
      useSessionStore.getState().clearToken(reason);
      clearPlayerQueries(queryClient);
    },
    [queryClient],
  );
}

/**
 * Issue 27: a responsible-gaming block that carries a reason (the session time limit reached, SESSION_EXPIRED; an
 * account freeze, ACCOUNT_LOCKED) has already ended the player's sessions on the server: the session ends here with
 * the block's kind as the cause. A block without a reason (time-out, self-exclusion) keeps the player logged in.
 */
export function useBlockSessionEnd(): void {
  const endSession = useEndSessionWithNotice();
  useRealtimeEvent("responsibleGamingBlock", (event) => {
    const parsed = v.safeParse(ResponsibleGamingBlockEventSchema, event.detail);
    if (!parsed.success || !parsed.output.reason) return;
    endSession(parsed.output.reason, causeOf(parsed.output.kind));
  });
}
