import { useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@casino/ui-kit";
import * as styles from "./SignUp.css.ts";

/** Why there is no form: the visitor's country, the mirror domain's window, or an account created but held. */
export type SignUpNoticeKind = "country" | "mirror" | "held";

/** A clear message in place of the form, with the way to log in instead. */
export function SignUpNotice({ kind, onLogin }: { kind: SignUpNoticeKind; onLogin: () => void }) {
  const { t } = useLingui();
  const [title, body] =
    kind === "country"
      ? [t`Sign-up is not available in your country`, t`We cannot open new accounts for players in your country. If you already have an account, you can log in.`]
      : kind === "mirror"
        ? [t`Sign-up is closed on this site right now`, t`New accounts cannot be opened on this site at this time. Please try again later or use our main site.`]
        : [t`Your account has been created`, t`Check your e-mail to confirm your address, then log in.`];
  return (
    <Stack gap="md">
      <div className={styles.notice} role={kind === "held" ? "status" : "alert"}>
        <Text as="h3" weight="bold">
          {title}
        </Text>
        <Text as="p">{body}</Text>
      </div>
      <Button variant={kind === "held" ? "primary" : "secondary"} onClick={onLogin} fullWidth>
        {t`Log in`}
      </Button>
    </Stack>
  );
}
