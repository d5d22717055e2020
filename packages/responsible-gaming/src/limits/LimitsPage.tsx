import { useLingui } from "@lingui/react/macro";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { LimitsView } from "./LimitsView.tsx";

/** /profile2/limits (page key `limits`): the player's limits, session time limit and play settings (issue 27). */
export function LimitsPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Limits`} variant="v2" guestPrompt={t`Log in to set your limits.`}>
      <LimitsView />
    </ProfileFrame>
  );
}
