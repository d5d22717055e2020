import { useLingui } from "@lingui/react/macro";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { MyBonusesView } from "./MyBonusesView.tsx";

/** /bonuses (page key `bonuses`): the player's active bonus, free spins, pending bonus and history. */
export function BonusesPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`My bonuses`} guestPrompt={t`Log in to see your bonuses.`}>
      <MyBonusesView />
    </ProfileFrame>
  );
}

/** /profile2/my-bonuses (page key `myBonuses`): the same view as a tab of the v2 profile. */
export function MyBonusesPage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`My bonuses`} variant="v2" guestPrompt={t`Log in to see your bonuses.`}>
      <MyBonusesView />
    </ProfileFrame>
  );
}
