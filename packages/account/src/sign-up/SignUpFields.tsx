import type { HTMLInputTypeAttribute } from "react";
import { useFormContext } from "react-hook-form";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Country, Currency } from "@casino/api-client";
import { dobPickerRange, type PasswordOptions, type SignUpValues } from "@casino/domain";
import { Select, TextField } from "@casino/ui-kit";
import { displayName, sortByName } from "../forms/display-names.ts";
import { PhoneFields } from "../forms/PhoneFields.tsx";
import { useSignUpTexts } from "./use-sign-up-texts.ts";

export type SignUpOptionLists = {
  /** Countries open for registration, deduplicated (countryOptions). */
  countries: readonly Country[];
  /** Phone codes (phoneCodeOptions). */
  phoneCodes: readonly string[];
  currencies: readonly Currency[];
};

type TextSpec = { label: MessageDescriptor; type?: HTMLInputTypeAttribute; autoComplete: string };

const TEXT_FIELDS: Readonly<Record<string, TextSpec>> = {
  email: { label: msg`E-mail`, type: "email", autoComplete: "email" },
  username: { label: msg`Username`, autoComplete: "username" },
  password: { label: msg`Password`, type: "password", autoComplete: "new-password" },
  confirmPassword: { label: msg`Repeat password`, type: "password", autoComplete: "new-password" },
  firstName: { label: msg`First name`, autoComplete: "given-name" },
  lastName: { label: msg`Last name`, autoComplete: "family-name" },
  nickname: { label: msg`Nickname`, autoComplete: "nickname" },
  address: { label: msg`Address`, autoComplete: "street-address" },
  city: { label: msg`City`, autoComplete: "address-level2" },
  zipCode: { label: msg`Postcode`, autoComplete: "postal-code" },
};

export type SignUpFieldsProps = {
  shown: readonly string[];
  /** Whether a shown field must be filled (else it is marked optional). */
  isRequired: (field: string) => boolean;
  lists: SignUpOptionLists;
  password: PasswordOptions;
  now: Date;
};

/** The form's data fields in the order given, each with its translated message at the field. */
export function SignUpFields({ shown, isRequired, lists, password, now }: SignUpFieldsProps) {
  const { t, i18n } = useLingui();
  const text = useSignUpTexts(password);
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<SignUpValues>();
  // Given at mount as well: react-hook-form's ref-time value does not reach a <select> in every DOM (happy-dom).
  const initial = (field: string) => (defaultValues?.[field] as string | undefined) ?? "";
  const optional = (field: string) => (isRequired(field) ? undefined : t`Optional`);
  const error = (field: string) => text(errors[field]?.message);
  const range = dobPickerRange(now);

  return shown.map((field) => {
    const spec = TEXT_FIELDS[field];
    if (spec) {
      const { type = "text", autoComplete, label } = spec;
      return (
        <TextField
          key={field}
          label={i18n._(label)}
          hint={optional(field)}
          type={type}
          autoComplete={autoComplete}
          error={error(field)}
          {...register(field)}
        />
      );
    }
    switch (field) {
      case "dateOfBirth":
        return (
          <TextField
            key={field}
            label={t`Date of birth`}
            hint={optional(field)}
            type="date"
            min={range.min}
            max={range.max}
            autoComplete="bday"
            error={error(field)}
            {...register(field)}
          />
        );
      case "gender":
        return (
          <Select key={field} label={t`Gender`} hint={optional(field)} defaultValue={initial(field)} error={error(field)} {...register(field)}>
            <option value="">{t`Not to say`}</option>
            <option value="Female">{t`Female`}</option>
            <option value="Male">{t`Male`}</option>
          </Select>
        );
      case "phone":
        return <PhoneFields key={field} phoneCodes={lists.phoneCodes} optional={!isRequired(field)} errorText={text} />;
      case "countryCode":
        return (
          <Select key={field} label={t`Country`} hint={optional(field)} placeholder={t`Choose your country`} defaultValue={initial(field)} error={error(field)} {...register(field)}>
            {sortByName(lists.countries.map((country) => ({ ...country, name: displayName(i18n.locale, "region", country.code, country.name) })), i18n.locale, (country) => country.name).map(
              (country) => (
                <option key={country.code} value={country.code}>
                  {`${country.flag} ${country.name}`}
                </option>
              ),
            )}
          </Select>
        );
      case "currencyCode":
        return (
          <Select key={field} label={t`Currency`} hint={optional(field)} placeholder={t`Choose your currency`} defaultValue={initial(field)} error={error(field)} {...register(field)}>
            {lists.currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {`${currency.code} (${displayName(i18n.locale, "currency", currency.code, currency.name)})`}
              </option>
            ))}
          </Select>
        );
      default:
        return null;
    }
  });
}
