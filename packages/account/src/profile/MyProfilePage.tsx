import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { ChangePasswordSection } from "./ChangePasswordSection.tsx";
import { EditProfileSection } from "./EditProfileSection.tsx";
import { EmailVerificationNotice } from "./EmailVerificationNotice.tsx";
import { OverviewSkeleton } from "./OverviewSkeleton.tsx";
import { PlayerView } from "./PlayerView.tsx";
import { ProfileOverview } from "./ProfileOverview.tsx";
import * as styles from "./MyProfilePage.css.ts";

/** /profile2/my-profile (v2): the overview beside the same profile and password forms. */
export function MyProfilePage() {
  const { t } = useLingui();
  const [now] = useState(() => new Date());
  return (
    <ProfileFrame title={t`My profile`} variant="v2">
      <div className={styles.layout}>
        <div className={styles.aside}>
          <PlayerView skeleton={<OverviewSkeleton />}>
            {(user) => (
              <>
                <EmailVerificationNotice email={user.email} isEmailVerified={user.isEmailVerified} />
                <ProfileOverview user={user} now={now} />
              </>
            )}
          </PlayerView>
        </div>
        <div className={styles.main}>
          <EditProfileSection />
          <ChangePasswordSection />
        </div>
      </div>
    </ProfileFrame>
  );
}
