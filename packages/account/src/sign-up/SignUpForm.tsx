import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import type * as v from "valibot";
import { useLingui } from "@lingui/react/macro";
import { isFieldRequired, type PasswordOptions, type RegistrationFieldMap, type SignUpValues } from "@casino/domain";
import { Button, Stack, Text } from "@casino/ui-kit";
import { ConsentFields } from "./ConsentFields.tsx";
import { SignUpFields, type SignUpOptionLists } from "./SignUpFields.tsx";
import type { SignUpServerError } from "./sign-up-error.ts";
import { emptyValues, shownFields, signUpFormSchema, type SignUpVariant } from "./sign-up-form-schema.ts";
import { useSignUpTexts } from "./use-sign-up-texts.ts";

export type SignUpFormProps = {
  variant: SignUpVariant;
  /** The registration-fields map (full form). */
  fields?: RegistrationFieldMap;
  lists: SignUpOptionLists;
  password?: PasswordOptions;
  /** Preset values (e.g. the visitor's country); every other field starts empty. */
  defaultValues?: SignUpValues;
  /** Resolves when the call is over; the button stays disabled until then and a second submit is ignored. */
  onSubmit: (values: SignUpValues) => Promise<void> | void;
  /** The last failed call: at its field when the form shows that field, else above the button. Typed values stay. */
  serverError?: SignUpServerError | null;
  /** Forces the pending state (stories). */
  pending?: boolean;
  now?: Date;
};

/** A sign-up form (full, short or 1-click) on the domain's schema, with translated messages at each field. */
export function SignUpForm({ variant, fields = {}, lists, password = {}, defaultValues, onSubmit, serverError, pending = false, now }: SignUpFormProps) {
  const { t } = useLingui();
  const text = useSignUpTexts(password);
  const [today] = useState(() => now ?? new Date());
  const shown = useMemo(() => shownFields(variant, fields, lists.currencies.length > 0), [variant, fields, lists.currencies.length]);
  const resolver = useMemo(
    () => valibotResolver(signUpFormSchema(variant, fields, { now: today, password }) as v.GenericSchema<SignUpValues>),
    [variant, fields, today, password],
  );
  const form = useForm<SignUpValues>({ resolver, defaultValues: emptyValues(shown, defaultValues) });
  const inFlight = useRef(false);
  const busy = pending || form.formState.isSubmitting;

  const fieldError = serverError?.kind === "field" && shown.includes(serverError.field) ? serverError : null;
  useEffect(() => {
    if (!fieldError) return;
    const translated = text(fieldError.code);
    const message = translated === undefined || translated === fieldError.code ? fieldError.message : translated;
    form.setError(fieldError.field, { type: "server", message }, { shouldFocus: true });
  }, [fieldError, form, text]);

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second Enter or click before the re-render that disables the button must not send again.
    if (inFlight.current) return;
    inFlight.current = true;
    void form.handleSubmit(onSubmit)(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onFormSubmit} noValidate aria-label={t`Sign up`}>
        <Stack gap="md">
          {variant === "short" ? <Text as="p" tone="secondary">{t`Sign up with your e-mail or your phone number.`}</Text> : null}
          <SignUpFields
            shown={shown}
            isRequired={(field) => (variant === "full" ? isFieldRequired(fields, field) : variant === "short")}
            lists={lists}
            password={password}
            now={today}
          />
          <ConsentFields newsletter={variant === "one-click" || fields["newsLetter"] !== 0} />
          <div role="alert">{serverError && !fieldError ? <FormError error={serverError} text={text} /> : null}</div>
          <Button type="submit" loading={busy} fullWidth>
            {variant === "one-click" ? t`Create my account in one click` : t`Create account`}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

function FormError({ error, text }: { error: SignUpServerError; text: (code: string) => string | undefined }) {
  const { t } = useLingui();
  const message =
    error.kind === "unavailable" || error.kind === "restricted"
      ? t`Try again later`
      : text(error.code) === error.code
        ? error.message
        : (text(error.code) ?? error.message);
  return (
    <Text as="p" tone="danger">
      {message}
    </Text>
  );
}
