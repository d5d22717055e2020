import { useLingui } from "@lingui/react/macro";
import { ProfileFrame } from "@casino/shell/profile-frame";
import { ChangePasswordSection } from "./ChangePasswordSection.tsx";
import { EditProfileSection } from "./EditProfileSection.tsx";
import { EmailVerificationNotice } from "./EmailVerificationNotice.tsx";
import { PlayerView } from "./PlayerView.tsx";

/** /profile/edit-profile and /account (classic; the panel navigation puts edit profile at /account). */
export function EditProfilePage() {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Edit profile`} variant="classic">
      <PlayerView skeleton={null}>{(user) => <EmailVerificationNotice email={user.email} isEmailVerified={user.isEmailVerified} />}</PlayerView>
      <EditProfileSection />
      <ChangePasswordSection />
    </ProfileFrame>
  );
}
