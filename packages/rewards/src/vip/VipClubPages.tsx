import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle, useSession } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { VipClubView } from "./VipClubView.tsx";
import * as styles from "./VipClub.css.ts";

/** /vip-club and /vip (page keys `vipClub`, `vip`): the club for everyone, a guest included. */
export function VipClubPage() {
  const { t } = useLingui();
  const title = t`VIP club`;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <VipClubView />
    </div>
  );
}

/** /profile2/vip-club (page key `profile2VipClub`): a tab of the v2 profile for a player; a guest sees the public club. */
export function ProfileVipClubPage() {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <VipClubPage />;
  return (
    <ProfileFrame title={t`VIP club`} variant="v2">
      <VipClubView />
    </ProfileFrame>
  );
}
