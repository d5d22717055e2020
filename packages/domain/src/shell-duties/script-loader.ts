export const SCRIPT_SLOTS = ["head", "bodyStart", "bodyEnd"] as const;
export type ScriptSlot = (typeof SCRIPT_SLOTS)[number];

export interface ScriptAudience {
  isAuthenticated: boolean;
  /** The player's deposit count; unknown (still loading) counts as none. */
  depositCount: number | null | undefined;
  cacheHash: string;
}

/** The query of GET scripts (spec §6/§7): guests get neither flag; depositors only when logged in. */
export function scriptsFilterFor({ isAuthenticated, depositCount, cacheHash }: ScriptAudience) {
  return {
    enableAuthUsers: isAuthenticated,
    enableDepositors: isAuthenticated && (depositCount ?? 0) > 0,
    ...(cacheHash ? { cacheHash } : {}),
  };
}
