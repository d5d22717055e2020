import { useLingui } from "@lingui/react/macro";
import { Button } from "@casino/ui-kit";
import { linkButton } from "@casino/ui-kit/recipes";
import { ModalLink } from "../../modals/ModalLink.tsx";
import { useSettings } from "../../settings/settings-context.tsx";
import * as styles from "../cookie-notice/CookieNotice.css.ts";

/** The referral landing (issue 28): a guest who came through a friend's link is asked to sign up. */
export function ReferralInvite({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { brandName } = useSettings();
  return (
    <section className={styles.bar} aria-label={t`Invitation`} data-shell-duty="referral-invite">
      <p className={styles.text}>{t`A friend invited you to ${brandName}. Sign up to join them.`}</p>
      <ModalLink modal="login" params={{ tab: "sign-up" }} className={linkButton()}>
        {t`Sign up`}
      </ModalLink>
      <Button variant="secondary" onClick={onClose}>
        {t`Close`}
      </Button>
    </section>
  );
}
