// Refer-a-friend.
export {
  ReferralClaimResponseSchema,
  ReferralResponseSchema,
  ReferralSchema,
  ReferralVisitPayloadSchema,
  claimReferral,
  claimReferralMutationOptions,
  getReferral,
  recordReferralVisit,
  recordReferralVisitMutationOptions,
  referralQueryKey,
  referralQueryOptions,
} from "../endpoints/referral/referral.ts";
export type { Referral, ReferralClaimResult, ReferralVisitPayload } from "../endpoints/referral/referral.ts";
