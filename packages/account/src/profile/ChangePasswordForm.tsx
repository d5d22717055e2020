import { useEffect, useMemo, useRef, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { Button, Surface, Text, TextField } from "@casino/ui-kit";
import { PASSWORD_MIN_LENGTH, changePasswordSchema, type PasswordOptions } from "@casino/domain";
import type { SaveError } from "./profile-save-error.ts";
import { useValidationText } from "@casino/shell";
import { useServerFieldText } from "./use-profile-messages.ts";
import * as styles from "./ProfileForm.css.ts";

export type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
type PasswordField = keyof PasswordValues;

export type ChangePasswordFormProps = {
  /** The brand's rules (settings.formFieldsValidation), else the spec defaults. */
  rules: PasswordOptions;
  onSubmit: (values: PasswordValues) => Promise<void> | void;
  success?: string | null;
  error?: SaveError | null;
  pending?: boolean;
};

const EMPTY: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password, the new one by the brand's rules, and a matching confirmation. */
export function ChangePasswordForm({ rules, onSubmit, success, error, pending = false }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const resolver = useMemo(
    () => valibotResolver(changePasswordSchema(rules), undefined, { raw: true }) as unknown as Resolver<PasswordValues>,
    [rules],
  );
  const { register, handleSubmit, setError, formState } = useForm<PasswordValues>({ resolver, defaultValues: EMPTY });
  const validationText = useValidationText(rules);
  const serverFieldText = useServerFieldText();
  const inFlight = useRef(false);

  useEffect(() => {
    if (error?.kind === "server" && error.field && error.fieldCode) {
      setError(error.field as PasswordField, { type: "server", message: serverFieldText(error.fieldCode) }, { shouldFocus: true });
    }
  }, [error, setError, serverFieldText]);

  const errorOf = (field: PasswordField) => {
    const fieldError = formState.errors[field];
    return fieldError?.type === "server" ? fieldError.message : validationText(fieldError?.message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(onSubmit)(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <Surface as="form" onSubmit={submit} noValidate aria-label={t`Change password`}>
      <Text as="h2" size="lg" font="heading" weight="heading">
        {t`Change password`}
      </Text>
      <div className={styles.grid}>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errorOf("currentPassword")}
          {...register("currentPassword")}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={<PasswordHint rules={rules} />}
          error={errorOf("newPassword")}
          {...register("newPassword")}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          error={errorOf("confirmPassword")}
          {...register("confirmPassword")}
        />
      </div>
      <div>
        <div role="status">{success && !error ? <Text tone="success" weight="bold">{success}</Text> : null}</div>
        <div role="alert">
          {error && !(error.kind === "server" && error.field) ? (
            <Text as="p" tone="danger">
              {error.kind === "server" ? error.message : t`Try again later`}
            </Text>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending || formState.isSubmitting}>
          {t`Change password`}
        </Button>
      </div>
    </Surface>
  );
}

function PasswordHint({ rules }: { rules: PasswordOptions }) {
  const { t } = useLingui();
  const min = rules.minLength ?? PASSWORD_MIN_LENGTH;
  const parts = [t`At least ${min} characters`];
  if (rules.requireNumber) parts.push(t`a number`);
  if (rules.requireSpecial) parts.push(t`a special character`);
  if (rules.requireUppercase) parts.push(t`an upper-case letter`);
  return <>{parts.join(", ")}</>;
}
