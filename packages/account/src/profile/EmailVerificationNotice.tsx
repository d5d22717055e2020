import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { hasRealEmail, sendVerificationEmailMutationOptions } from "@casino/api-client";
import { Button, Stack, Text } from "@casino/ui-kit";
import * as styles from "./EmailVerificationNotice.css.ts";

export type ResendState = "idle" | "sending" | "sent" | "failed";

/**
 * For a real, unverified e-mail: the notice with "Resend verification e-mail" (send-verification-email). A
 * placeholder address of the empty-email domain counts as no e-mail, so nothing is shown for it.
 */
export function EmailVerificationNotice({ email, isEmailVerified }: { email: string; isEmailVerified: boolean }) {
  const resend = useMutation(sendVerificationEmailMutationOptions());
  if (isEmailVerified || !hasRealEmail(email)) return null;
  const state: ResendState = resend.isPending ? "sending" : resend.isSuccess ? "sent" : resend.isError ? "failed" : "idle";
  return (
    <EmailVerificationNoticeView
      email={email}
      state={state}
      onResend={() => {
        if (!resend.isPending) resend.mutate({ redirectBase: window.location.origin });
      }}
    />
  );
}

export function EmailVerificationNoticeView({ email, state, onResend }: { email: string; state: ResendState; onResend: () => void }) {
  const { t } = useLingui();
  return (
    <section className={styles.notice} aria-labelledby="email-verification-title">
      <Stack gap="sm" align="start">
        <Text as="h2" size="md" weight="bold" id="email-verification-title">
          {t`Please verify your e-mail`}
        </Text>
        <Text as="p">{t`We sent a link to ${email}. Open it to verify your e-mail address.`}</Text>
        <div role="status">{state === "sent" ? <Text tone="success">{t`Verification e-mail sent. Please check your inbox.`}</Text> : null}</div>
        <div role="alert">{state === "failed" ? <Text tone="danger">{t`Verification email not sent`}</Text> : null}</div>
        <Button type="button" variant="secondary" loading={state === "sending"} onClick={onResend}>
          {t`Resend verification e-mail`}
        </Button>
      </Stack>
    </section>
  );
}
