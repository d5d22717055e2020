import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { requestPasswordResetMutationOptions } from "@casino/api-client";
import { useSettings } from "@casino/shell";
import { Button, Inline, Stack, Text, TextField } from "@casino/ui-kit";
import { forgotPasswordSchema, type ForgotPasswordValues } from "./login-schema.ts";
import { SmsResetForm } from "./SmsResetForm.tsx";
import { useLoginMessages } from "./use-login-messages.ts";

/** Forgotten password: by e-mail, or with useSMSResetPassword also by a texted code (SMS first). */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail?: string; onBack: () => void }) {
  const { t } = useLingui();
  const { useSMSResetPassword } = useSettings();
  const [channel, setChannel] = useState<"sms" | "email">(useSMSResetPassword ? "sms" : "email");
  if (!useSMSResetPassword) return <EmailResetForm defaultEmail={defaultEmail} onBack={onBack} />;
  return (
    <Stack gap="md">
      <div role="group" aria-label={t`Password reset method`}>
        <Inline gap="sm">
        <Button type="button" size="sm" variant={channel === "sms" ? "primary" : "secondary"} aria-pressed={channel === "sms"} onClick={() => setChannel("sms")}>
          {t`By SMS`}
        </Button>
        <Button type="button" size="sm" variant={channel === "email" ? "primary" : "secondary"} aria-pressed={channel === "email"} onClick={() => setChannel("email")}>
          {t`By e-mail`}
        </Button>
        </Inline>
      </div>
      {channel === "sms" ? (
        <>
          <SmsResetForm onDone={onBack} />
          <Button type="button" variant="ghost" onClick={onBack}>
            {t`Back to log in`}
          </Button>
        </>
      ) : (
        <EmailResetForm defaultEmail={defaultEmail} onBack={onBack} />
      )}
    </Stack>
  );
}

/** Asks for the e-mail and sends the reset link; the answer is the same whether or not an account matches. */
function EmailResetForm({ defaultEmail, onBack }: { defaultEmail?: string | undefined; onBack: () => void }) {
  const { t } = useLingui();
  const messages = useLoginMessages();
  const resolver = useMemo(() => valibotResolver(forgotPasswordSchema(messages)), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver, defaultValues: { email: defaultEmail ?? "" } });
  const request = useMutation(requestPasswordResetMutationOptions());

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <div role="status">
          <Text as="p">{t`If an account matches this e-mail, we have sent it a link to set a new password. Please check your inbox.`}</Text>
        </div>
        <Button type="button" variant="secondary" onClick={onBack} fullWidth>
          {t`Back to log in`}
        </Button>
      </Stack>
    );
  }

  const submit = handleSubmit(({ email }) => {
    if (request.isPending) return;
    request.mutate({ email, redirectBase: window.location.origin });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Reset your password`}>
      <Stack gap="md">
        <Text as="p">{t`Enter the e-mail of your account and we will send you a link to set a new password.`}</Text>
        <TextField label={t`E-mail`} type="email" autoComplete="username" error={errors.email?.message} {...register("email")} />
        <div role="alert">
          {request.isError ? (
            <Text as="p" tone="danger">
              {t`Try again later`}
            </Text>
          ) : null}
        </div>
        <Button type="submit" loading={request.isPending} fullWidth>
          {t`Send reset link`}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t`Back to log in`}
        </Button>
      </Stack>
    </form>
  );
}
