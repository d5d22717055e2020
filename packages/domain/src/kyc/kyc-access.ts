export interface KycAccessInput {
  /** Brand setting allowKYCBeforeDeposit (spec §6). */
  allowKYCBeforeDeposit: boolean;
  /** The player's depositCount (get-user-details). */
  depositCount: number;
  /** True when the operator has asked for a document: a request is answered whatever the deposits. */
  hasOpenRequest: boolean;
}

export type KycAccess = "open" | "after-first-deposit";

/** Spec §6 "KYC before deposit on allowKYCBeforeDeposit": without it, uploads open with the first deposit. */
export function kycUploadAccess({ allowKYCBeforeDeposit, depositCount, hasOpenRequest }: KycAccessInput): KycAccess {
  if (allowKYCBeforeDeposit || depositCount > 0 || hasOpenRequest) return "open";
  return "after-first-deposit";
}
