import { useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { ApiError, countriesQueryOptions, requestPasswordResetMutationOptions, resetPasswordMutationOptions } from "@casino/api-client";
import { passwordOptionsFromSettings, phoneCodeOptions, smsResetRequestSchema, smsResetSchema } from "@casino/domain";
import { useSettings, useValidationText } from "@casino/shell";
import { Button, Stack, Text, TextField } from "@casino/ui-kit";
import { PhoneFields } from "../forms/PhoneFields.tsx";

type Phone = { phoneCode: string; phone: string };

/** useSMSResetPassword: the account's phone gets a 6-digit code, which with a new password resets it. */
export function SmsResetForm({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState<Phone | null>(null);
  return phone ? <CodeStep phone={phone} onDone={onDone} onBack={() => setPhone(null)} /> : <PhoneStep onSent={setPhone} />;
}

function PhoneStep({ onSent }: { onSent: (phone: Phone) => void }) {
  const { t } = useLingui();
  const text = useValidationText();
  const countries = useQuery(countriesQueryOptions());
  const codes = useMemo(() => phoneCodeOptions(countries.data?.allCountries ?? []), [countries.data]);
  const resolver = useMemo(() => valibotResolver(smsResetRequestSchema()), []);
  const form = useForm({ resolver, defaultValues: { phoneCode: "", phone: "" } });
  const { handleSubmit, formState } = form;
  const request = useMutation(requestPasswordResetMutationOptions());
  const submit = handleSubmit(async (values: Phone) => {
    if (await request.mutateAsync(values).then(() => true, () => false)) onSent(values);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Reset your password by SMS`}>
      <Stack gap="md">
        <Text as="p">{t`Enter the phone number of your account and we will text you a code to set a new password.`}</Text>
        <FormProvider {...form}>
          <PhoneFields phoneCodes={codes} errorText={text} />
        </FormProvider>
        <div role="alert">{request.isError ? <Text as="p" tone="danger">{t`Try again later`}</Text> : null}</div>
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t`Send code`}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ phone, onDone, onBack }: { phone: Phone; onDone: () => void; onBack: () => void }) {
  const { t } = useLingui();
  const settings = useSettings();
  const passwordOptions = useMemo(() => passwordOptionsFromSettings(settings), [settings]);
  const text = useValidationText(passwordOptions);
  const resolver = useMemo(() => valibotResolver(smsResetSchema(passwordOptions)), [passwordOptions]);
  const { register, handleSubmit, formState } = useForm({ resolver, defaultValues: { code: "", newPassword: "", confirmPassword: "" } });
  const reset = useMutation(resetPasswordMutationOptions());
  const submit = handleSubmit(async ({ code, newPassword }) => {
    await reset.mutateAsync({ ...phone, code, newPassword }).catch(() => undefined);
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <div role="status">
          <Text as="p">{t`Your password has been changed. Log in with your new password.`}</Text>
        </div>
        <Button type="button" onClick={onDone} fullWidth>
          {t`Back to log in`}
        </Button>
      </Stack>
    );
  }
  const failure = reset.error instanceof ApiError && reset.error.status < 500 ? t`The code is not valid or has expired. Ask for a new one.` : t`Try again later`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Set a new password`}>
      <Stack gap="md">
        <Text as="p">{t`We have texted a code to ${phone.phoneCode} ${phone.phone}. It is valid for 15 minutes.`}</Text>
        <TextField label={t`Code`} inputMode="numeric" autoComplete="one-time-code" error={text(formState.errors.code?.message)} {...register("code")} />
        <TextField label={t`New password`} type="password" autoComplete="new-password" error={text(formState.errors.newPassword?.message)} {...register("newPassword")} />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          error={text(formState.errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
        <div role="alert">{reset.isError ? <Text as="p" tone="danger">{failure}</Text> : null}</div>
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t`Set new password`}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t`Send a new code`}
        </Button>
      </Stack>
    </form>
  );
}
