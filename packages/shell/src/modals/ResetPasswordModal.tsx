import { useMemo, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { resetPasswordMutationOptions } from "@casino/api-client";
import { passwordOptionsFromSettings, passwordProblem, passwordsMatch } from "@casino/domain";
import { Button, Stack, Text, TextField } from "@casino/ui-kit";
import { useValidationText } from "../forms/use-validation-text.ts";
import { landingLocation } from "../session/auth-landing.ts";
import { useSettings } from "../settings/settings-context.tsx";
import type { ModalComponentProps } from "./modal-registry.ts";

/** Landing of the e-mailed reset link (`/?modal=reset-password&token=`); after a reset -> /casino?modal=login. */
export default function ResetPasswordModal({ params, close }: ModalComponentProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const settings = useSettings();
  const passwordOptions = useMemo(() => passwordOptionsFromSettings(settings), [settings]);
  const text = useValidationText(passwordOptions);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation({
    ...resetPasswordMutationOptions(),
    onSuccess: ({ redirectTo }) => void navigate({ ...landingLocation(redirectTo), replace: true }),
  });
  const token = params["token"];
  if (!token) {
    return (
      <Stack gap="md">
        <Text as="p">{t`This reset link is not valid. Please ask for a new one.`}</Text>
        <Button onClick={close}>{t`Close`}</Button>
      </Stack>
    );
  }

  // The brand's password rules (formFieldsValidation), the same as at sign-up.
  const passwordError = text(passwordProblem(password, passwordOptions) ?? undefined);
  const confirmationError = passwordsMatch(password, confirmation) ? undefined : text("passwordsDontMatch");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!passwordError && !confirmationError) reset.mutate({ token, newPassword: password });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submitted ? passwordError : undefined}
        />
        <TextField
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={submitted ? confirmationError : undefined}
        />
        <div role="alert">
          {reset.error ? (
            <Text as="p" tone="danger">
              {reset.error.message}
            </Text>
          ) : null}
        </div>
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t`Save the new password`}
        </Button>
      </Stack>
    </form>
  );
}
