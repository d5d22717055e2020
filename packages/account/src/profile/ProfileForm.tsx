import { useEffect, useMemo, useRef, type FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@casino/ui-kit";
import type { Country, User } from "@casino/api-client";
import { profileLocks } from "@casino/domain";
import { ContactFields } from "./ContactFields.tsx";
import { PersonalFields } from "./PersonalFields.tsx";
import type { SaveError } from "./profile-save-error.ts";
import { profileSchema } from "./profile-schema.ts";
import { profileValuesOf, type ProfileField, type ProfileValues } from "./profile-values.ts";
import { useValidationText } from "@casino/shell";
import { useServerFieldText } from "./use-profile-messages.ts";
import { useLockReasons } from "./use-lock-reasons.ts";
import * as styles from "./ProfileForm.css.ts";

export type ProfileFormProps = {
  user: User;
  /** Every country (allCountries): the options are deduplicated and the phone codes built from them. */
  countries: readonly Country[];
  /** "Today" for the age rule, the picker and the 1900-01-01 placeholder. */
  now: Date;
  /** Resolves when the save is over; the button stays disabled until then and a second submit is ignored. */
  onSubmit: (values: ProfileValues) => Promise<void> | void;
  /** The server's success message of the last save. */
  success?: string | null;
  /** The last failed save; every typed value stays. */
  error?: SaveError | null;
  pending?: boolean;
};

/** The profile form (spec §4 locks, §5 rules); presentational, the section makes the call. */
export function ProfileForm({ user, countries, now, onSubmit, success, error, pending = false }: ProfileFormProps) {
  const { t } = useLingui();
  const locks = useMemo(() => profileLocks(user), [user]);
  const resolver = useMemo(
    () => valibotResolver(profileSchema(locks, now), undefined, { raw: true }) as unknown as Resolver<ProfileValues>,
    [locks, now],
  );
  const form = useForm<ProfileValues>({ resolver, defaultValues: profileValuesOf(user, now), mode: "onTouched" });
  const { handleSubmit, setError, formState } = form;
  const validationText = useValidationText();
  const serverFieldText = useServerFieldText();
  const lockReasons = useLockReasons();
  const inFlight = useRef(false);
  const busy = pending || formState.isSubmitting;

  // A server code that names a field (EMAIL_TAKEN, INVALID_DOB, FIELD_LOCKED...) is shown at that field.
  useEffect(() => {
    if (error?.kind === "server" && error.field && error.fieldCode) {
      setError(error.field as ProfileField, { type: "server", message: serverFieldText(error.fieldCode) }, { shouldFocus: true });
    }
  }, [error, setError, serverFieldText]);

  const errorOf = (field: ProfileField) => {
    const fieldError = formState.errors[field];
    return fieldError?.type === "server" ? fieldError.message : validationText(fieldError?.message);
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // A second Enter or click before the re-render that disables the button must not save twice.
    if (inFlight.current) return;
    inFlight.current = true;
    void handleSubmit(onSubmit)(event).finally(() => {
      inFlight.current = false;
    });
  };

  const fieldsProps = { form, locks, lockReasons, errorOf, now };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Edit profile`}>
      <PersonalFields {...fieldsProps} />
      <ContactFields {...fieldsProps} countries={countries} />
      {/* One grid item for both live regions, so empty ones add no gap. */}
      <div>
        <div role="status">{success && !error ? <Text tone="success" weight="bold">{success}</Text> : null}</div>
        <div role="alert">
          {error ? (
            <Stack gap="xs">
              <Text as="p" tone="danger">
                {error.kind === "server" ? error.message : t`Try again later`}
              </Text>
              {error.kind === "unavailable" ? <Text as="p" tone="secondary">{t`Nothing you typed is lost.`}</Text> : null}
            </Stack>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t`Save changes`}
        </Button>
        {error?.kind === "unavailable" ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => submit()}>
            {t`Retry`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
