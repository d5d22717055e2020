import * as v from "valibot";
import { SESSION_TERMINATION_REASONS } from "./session-ended.ts";

/**
 * What one tab tells the others of the same site (BroadcastChannel, or the storage event where there is none).
 * No secret travels: a session message says "read the token cookie again", never the token itself.
 */
export const TabMessageSchema = v.variant("type", [
  /** The session changed here (login, token change, logout, expiry); `reason` is why it ended, null otherwise. */
  v.object({ type: v.literal("session"), reason: v.nullable(v.picklist(SESSION_TERMINATION_REASONS)) }),
  /** The player was active at `at` (ms epoch): the inactivity timer of every tab counts from it. */
  v.object({ type: v.literal("activity"), at: v.pipe(v.number(), v.finite()) }),
  /** The player chose this language. */
  v.object({ type: v.literal("locale"), locale: v.pipe(v.string(), v.nonEmpty()) }),
  /** The visitor accepted the cookies. */
  v.object({ type: v.literal("consent") }),
  /** The player answered the reality check at `at` (ms epoch): every tab closes its own, the next one counts from it. */
  v.object({ type: v.literal("realityCheck"), at: v.pipe(v.number(), v.finite()) }),
]);
export type TabMessage = v.InferOutput<typeof TabMessageSchema>;

/** The message, or null for anything else (another site's data, an older version, a broken value). */
export function parseTabMessage(value: unknown): TabMessage | null {
  const result = v.safeParse(TabMessageSchema, value);
  return result.success ? result.output : null;
}

export type RemoteSessionChange = "none" | "ended" | "started" | "changed";

/**
 * How this tab's session must follow the token cookie another tab changed: ended (logged out or expired there),
 * started (logged in there), changed (another token, e.g. another account), or none.
 */
export function remoteSessionChange(localToken: string | null, cookieToken: string | null): RemoteSessionChange {
  if (localToken === cookieToken) return "none";
  if (cookieToken === null) return "ended";
  return localToken === null ? "started" : "changed";
}

/**
 * Whether a tab whose session ended elsewhere shows the session-ended notice: not for the player's own logout (the
 * guest header says it), yes for an end the player did not ask for (inactivity, expiry, a lock).
 */
export function noticeForRemoteEnd(reason: string | null): boolean {
  return reason !== null && reason !== "USER_INITIATED";
}
