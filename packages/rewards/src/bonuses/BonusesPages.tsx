import { useLingui } from "@lingui/react/macro";
import { BonusesFrame } from "./BonusesFrame.tsx";
import { MyBonusesView } from "./MyBonusesView.tsx";

/** /bonuses (page key `bonuses`): the player's active bonus, free spins, pending bonus and history. */
export function BonusesPage() {
  const { t } = useLingui();
  return (
    <BonusesFrame title={t`My bonuses`}>
      <MyBonusesView />
    </BonusesFrame>
  );
}

/** /profile2/my-bonuses (page key `myBonuses`): the same view as a tab of the v2 profile. */
export function MyBonusesPage() {
  const { t } = useLingui();
  return (
    <BonusesFrame title={t`My bonuses`} v2>
      <MyBonusesView />
    </BonusesFrame>
  );
}
