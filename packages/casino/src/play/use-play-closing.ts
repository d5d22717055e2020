import { useState } from "react";
import * as v from "valibot";
import { ResponsibleGamingBlockEventSchema } from "@casino/api-client";
import { useSession, useRealtimeEvent } from "@casino/shell";

export type CloseReason = { kind: "session" } | { kind: "selfExclusion" | "freeze"; until: string | null };

/**
 * Why the game must close, if it must: the session ended (the token went away: logout, 403, inactivity) or a
 * responsible-gaming block arrived over the socket (self-exclusion, time-out, account freeze, session limit). Once
 * closed it stays closed.
 */
export function usePlayClosing(): CloseReason | null {
  const { token } = useSession();
  const [hadToken, setHadToken] = useState(token !== null);
  const [closed, setClosed] = useState<CloseReason | null>(null);
  if (token !== null && !hadToken) setHadToken(true);
  if (hadToken && token === null && closed === null) setClosed({ kind: "session" });

  useRealtimeEvent("responsibleGamingBlock", (event) => {
    if (!v.is(ResponsibleGamingBlockEventSchema, event.detail)) return;
    const { kind, until } = event.detail;
    // A time-out is a short self-exclusion (same text, with its end); a reached session limit ends the session.
    const reason: CloseReason = kind === "sessionLimit" ? { kind: "session" } : { kind: kind === "timeout" ? "selfExclusion" : kind, until };
    setClosed((current) => current ?? reason);
  });
  return closed;
}
