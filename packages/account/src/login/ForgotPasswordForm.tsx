import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { requestPasswordResetMutationOptions } from "@casino/api-client";
import { Button, Stack, Text, TextField } from "@casino/ui-kit";
import { forgotPasswordSchema, type ForgotPasswordValues } from "./login-schema.ts";
import { useLoginMessages } from "./use-login-messages.ts";

/** Asks for the e-mail and sends the reset link; the answer is the same whether or not an account matches. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail?: string; onBack: () => void }) {
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
