import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { sendVerificationEmailMutationOptions } from "@casino/api-client";
import { Button } from "@casino/ui-kit";
import * as styles from "./ActivationOutcome.css.ts";

/** REQUIRED_EMAIL_VERIFICATION's action: sends the verification link again (once per click). */
export function ResendVerification() {
  const { t } = useLingui();
  const resend = useMutation(sendVerificationEmailMutationOptions());
  if (resend.isSuccess) {
    return (
      <p className={styles.text} role="status">
        {t`We sent you a new verification link. Open it, then activate the bonus again.`}
      </p>
    );
  }
  return (
    <>
      <Button type="button" variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate({})}>
        {t`Send the verification e-mail again`}
      </Button>
      {resend.isError ? <span role="alert">{t`The e-mail could not be sent. Please try again.`}</span> : null}
    </>
  );
}
