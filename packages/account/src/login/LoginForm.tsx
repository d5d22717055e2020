import { useMemo, useRef, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { Button, Inline, Stack, Text, TextField } from "@casino/ui-kit";
import type { LoginServerError } from "./login-error.ts";
import { loginSchema, type LoginValues } from "./login-schema.ts";
import { useLoginMessages } from "./use-login-messages.ts";

export type LoginFormProps = {
  /** Resolves when the call is over; the button stays disabled until then and a second submit is ignored. */
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** The last failed call, shown above the button; the typed values stay. */
  serverError?: LoginServerError | null;
  /** Forces the pending state (stories). */
  pending?: boolean;
  onForgotPassword: () => void;
  onSignUp: () => void;
  defaultValues?: Partial<LoginValues>;
};

/** E-mail and password with field-level translated errors; presentational, the modal makes the call. */
export function LoginForm({ onSubmit, serverError, pending = false, onForgotPassword, onSignUp, defaultValues }: LoginFormProps) {
  const { t } = useLingui();
  const messages = useLoginMessages();
  const resolver = useMemo(() => valibotResolver(loginSchema(messages)), [messages]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver, defaultValues: { email: "", password: "", ...defaultValues } });
  const inFlight = useRef(false);
  const busy = pending || isSubmitting;

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second Enter or click before the re-render that disables the button must not send again.
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(onSubmit)(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t`Log in`}>
      <Stack gap="md">
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div role="alert">{serverError ? <ServerErrorText error={serverError} /> : null}</div>
        <Button type="submit" loading={busy} fullWidth>
          {t`Log in`}
        </Button>
        <Inline gap="sm" justify="between">
          <Button type="button" variant="ghost" size="sm" onClick={onForgotPassword}>
            {t`Forgot password?`}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onSignUp}>
            {t`No account yet? Sign up`}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function ServerErrorText({ error }: { error: LoginServerError }) {
  const { t } = useLingui();
  switch (error.kind) {
    case "invalid-credentials":
      return (
        <Text as="p" tone="danger">
          {t`The e-mail or password is not correct.`}
        </Text>
      );
    case "frozen":
      return (
        <Stack gap="xs">
          <Text as="p" tone="danger" weight="bold">
            {t`This account is frozen.`}
          </Text>
          <Text as="p" tone="danger">
            {error.message}
          </Text>
        </Stack>
      );
    case "server":
      return (
        <Text as="p" tone="danger">
          {error.message}
        </Text>
      );
    case "email-not-verified":
      return (
        <Stack gap="xs">
          <Text as="p" tone="danger" weight="bold">
            {t`Your e-mail address is not verified yet.`}
          </Text>
          <Text as="p" tone="danger">
            {error.linkSent ? t`We have sent you a new verification link: open it, then log in.` : t`Verification email not sent`}
          </Text>
        </Stack>
      );
    case "unavailable":
      return (
        <Text as="p" tone="danger">
          {t`Try again later`}
        </Text>
      );
  }
}
