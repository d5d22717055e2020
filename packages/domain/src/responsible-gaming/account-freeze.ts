/** Spec §9 account freeze options: 1 day (24h), 3 days, one week, 10 days. */
export const ACCOUNT_FREEZE_PERIODS = ["1d", "3d", "1w", "10d"] as const;
export type AccountFreezePeriod = (typeof ACCOUNT_FREEZE_PERIODS)[number];

const days: Record<AccountFreezePeriod, number> = { "1d": 1, "3d": 3, "1w": 7, "10d": 10 };

export const accountFreezeEnd = (period: AccountFreezePeriod, now: Date): Date =>
  new Date(now.getTime() + days[period] * 86_400_000);

/** A frozen account cannot log in until the freeze ends (to the millisecond, unlike self-exclusion's day rule). */
export function isAccountFrozen(frozenUntil: string | Date | null, now: Date): boolean {
  if (frozenUntil === null) return false;
  return new Date(frozenUntil).getTime() > now.getTime();
}
