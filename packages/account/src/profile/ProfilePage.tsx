import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { linkButton } from "@casino/ui-kit/recipes";
import { EmailVerificationNotice } from "./EmailVerificationNotice.tsx";
import { OverviewSkeleton } from "./OverviewSkeleton.tsx";
import { PlayerView } from "./PlayerView.tsx";
import { ProfileOverview } from "./ProfileOverview.tsx";

/** /profile (classic): the player's details with links to edit them and to the limits (responsible gaming). */
export function ProfilePage() {
  const { t } = useLingui();
  const [now] = useState(() => new Date());
  return (
    <ProfileFrame title={t`My profile`} variant="classic">
      <PlayerView skeleton={<OverviewSkeleton />}>
        {(user) => (
          <>
            <EmailVerificationNotice email={user.email} isEmailVerified={user.isEmailVerified} />
            <ProfileOverview
              user={user}
              now={now}
              actions={
                <>
                  <PageLink page="editProfile" className={linkButton()}>
                    {t`Edit profile`}
                  </PageLink>
                  <PageLink page="limits" className={linkButton({ variant: "secondary" })}>
                    {t`Limits`}
                  </PageLink>
                </>
              }
            />
          </>
        )}
      </PlayerView>
    </ProfileFrame>
  );
}
