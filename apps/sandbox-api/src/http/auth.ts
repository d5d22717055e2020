import type { Context } from "hono";
import { enforceSessionLimit } from "../repos/session-limit.ts";
import { findSession, isLive, type UserId } from "../repos/sessions.ts";
import { depsOf } from "./deps.ts";
import { forbidden, unauthorized } from "./errors.ts";

export interface AuthUser {
  userId: UserId;
  /** The session row behind the token (logout ends it, a password change keeps it). */
  sessionId: number;
}

/** The bearer token of the request, if any (`Authorization: Bearer <token>`). */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The player behind the request's token; undefined for a guest (no token).
 * A token that is unknown, expired (30 days) or revoked answers 403 SESSION_EXPIRED: the client clears it. So does
 * the token of a session whose time limit (issue 27 point 2) has just run out: the session ends here.
 */
export function optionalUser(c: Context): AuthUser | undefined {
  const token = bearerToken(c);
  if (token === undefined) return undefined;
  const deps = depsOf(c);
  const now = deps.clock();
  const session = findSession(deps.db, token);
  if (!session || !isLive(session, now)) throw forbidden();
  if (enforceSessionLimit(deps, session.user_id, now)) throw forbidden();
  return { userId: session.user_id, sessionId: session.id };
}

/** Like optionalUser, but a guest gets 401 UNAUTHORIZED. Use in every route that needs a player. */
export function requireUser(c: Context): AuthUser {
  const user = optionalUser(c);
  if (!user) throw unauthorized("Not authenticated");
  return user;
}
