import { ApiError, TransportError } from "@casino/api-client";

/** Why a change of the limits was refused: the sandbox's code, and for CHANGE_NOT_ALLOWED when a change is possible. */
export type LimitFailure = { code: string; unlocksAt: string | null };

/** The failure of a PUT or DELETE of the limits; `TRANSPORT` when no answer came, `UNKNOWN` for anything else. */
export function limitFailureOf(error: unknown): LimitFailure {
  if (error instanceof ApiError) {
    const unlocksAt = (error.details as { unlocksAt?: unknown } | undefined)?.unlocksAt;
    return { code: error.code, unlocksAt: typeof unlocksAt === "string" ? unlocksAt : null };
  }
  return { code: error instanceof TransportError ? "TRANSPORT" : "UNKNOWN", unlocksAt: null };
}
