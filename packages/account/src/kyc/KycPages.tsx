import { useLingui } from "@lingui/react/macro";
import { ProfileFrame, type ProfileVariant } from "@casino/shell/profile-frame";
import { KycScreen } from "./KycScreen.tsx";

function KycPage({ variant }: { variant: ProfileVariant }) {
  const { t } = useLingui();
  return (
    <ProfileFrame title={t`Verification`} variant={variant}>
      <KycScreen />
    </ProfileFrame>
  );
}

/** /profile/verify (classic). */
export function VerifyPage() {
  return <KycPage variant="classic" />;
}

/** /account/verification (classic, the panel navigation's account area). */
export function AccountVerificationPage() {
  return <KycPage variant="classic" />;
}

/** /profile2/verification (v2). */
export function Profile2VerificationPage() {
  return <KycPage variant="v2" />;
}
