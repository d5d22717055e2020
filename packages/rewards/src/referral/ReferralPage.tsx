import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { referralQueryOptions, type Referral } from "@casino/api-client";
import { DESIGN_BASE_PATH, LoadError, useSettings } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { referralLink } from "./referral-link.ts";
import { ReferralClaim } from "./ReferralClaim.tsx";
import { ReferralLinkPanel } from "./ReferralLinkPanel.tsx";
import { ReferralNumbers } from "./ReferralNumbers.tsx";
import { ReferralSkeleton } from "./ReferralSkeleton.tsx";
import { useReferralClaim } from "./use-referral-claim.ts";
import * as styles from "./ReferralPage.css.ts";

function ReferralContent({ referral }: { referral: Referral }) {
  const settings = useSettings();
  const link = referralLink({
    landing: settings.referAFriendLanding,
    code: referral.code,
    siteOrigin: window.location.origin,
    basePath: settings.designSetup ? DESIGN_BASE_PATH : "",
  });
  const claim = useReferralClaim();
  return (
    <div className={styles.content}>
      <ReferralLinkPanel link={link} />
      <ReferralNumbers referral={referral} />
      <ReferralClaim referral={referral} pending={claim.pending} outcome={claim.outcome} onClaim={claim.claim} />
    </div>
  );
}

function ReferralBody() {
  const query = useQuery(referralQueryOptions());
  if (query.isPending) return <ReferralSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <ReferralContent referral={query.data} />;
}

/** Refer a friend (page key `referAFriend`, /profile/refer-a-friend): the link, the numbers and the claim. */
export function ReferralPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Refer a friend`} variant="classic" guestPrompt={t`Log in to invite friends and see what you earn.`}>
      <ReferralBody />
    </ProfileFrame>
  );
}
