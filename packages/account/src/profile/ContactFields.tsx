import type { KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { Select, Surface } from "@casino/ui-kit";
import type { Country } from "@casino/api-client";
import { countryOptions, phoneCodeOptions, phoneKeyAllowed } from "@casino/domain";
import { displayName, sortByName } from "../forms/display-names.ts";
import { LockableTextField } from "./LockableTextField.tsx";
import type { FieldsProps } from "./PersonalFields.tsx";
import * as styles from "./ProfileForm.css.ts";

type ContactFieldsProps = FieldsProps & { countries: readonly Country[] };

/** E-mail, phone (code + number, keys blocked once too long), country and address. */
export function ContactFields({ form, locks, lockReasons, errorOf, countries }: ContactFieldsProps) {
  const { t, i18n } = useLingui();
  const { register, getValues } = form;
  const reason = (field: keyof typeof locks) => (locks[field] ? lockReasons[field] : undefined);
  const phoneCodes = withValue(phoneCodeOptions(countries), getValues("phoneCode"));
  // Names as Intl writes them in the player's language (the server's are English), in that language's order.
  const named = countryOptions(countries).map((country) => ({ ...country, name: displayName(i18n.locale, "region", country.code, country.name) }));
  const countryList = sortByName(named, i18n.locale, (country) => country.name);
  const countryName = (code: string) => countryList.find((c) => c.code === code)?.name ?? code;

  // Spec §5: once code + number reach the longest possible phone, further digits are refused at the key.
  const blockLongPhone = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const input = event.currentTarget;
    const replacing = input.selectionStart !== input.selectionEnd;
    if (!replacing && !phoneKeyAllowed(getValues("phoneCode"), input.value, event.key)) event.preventDefault();
    else if (replacing && [...event.key].length === 1 && !/\d/.test(event.key)) event.preventDefault();
  };

  return (
    <Surface as="fieldset">
      <legend className={styles.legend}>{t`Contact and address`}</legend>
      <div className={styles.grid}>
        <LockableTextField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          lockReason={reason("email")}
          error={errorOf("email")}
          {...register("email")}
        />
        <div className={styles.phoneRow}>
          {locks.phoneCode ? (
            <LockableTextField label={t`Phone code`} lockReason="" value={getValues("phoneCode")} />
          ) : (
            <Select label={t`Phone code`} placeholder="—" error={errorOf("phoneCode")} {...register("phoneCode")}>
              {phoneCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          )}
          <LockableTextField
            label={t`Phone number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            lockReason={reason("phone")}
            error={errorOf("phone")}
            onKeyDown={blockLongPhone}
            {...register("phone")}
          />
        </div>
        {locks.countryCode ? (
          <LockableTextField label={t`Country`} lockReason={reason("countryCode")} value={countryName(getValues("countryCode"))} />
        ) : (
          <Select label={t`Country`} placeholder={t`Choose a country`} error={errorOf("countryCode")} {...register("countryCode")}>
            {countryList.map((country) => (
              <option key={country.code} value={country.code}>
                {country.flag} {country.name}
              </option>
            ))}
          </Select>
        )}
        <LockableTextField
          label={t`Address`}
          autoComplete="street-address"
          lockReason={reason("address")}
          error={errorOf("address")}
          {...register("address")}
        />
        <LockableTextField label={t`City`} autoComplete="address-level2" error={errorOf("city")} {...register("city")} />
        <LockableTextField label={t`Zip code`} autoComplete="postal-code" error={errorOf("zipCode")} {...register("zipCode")} />
      </div>
    </Surface>
  );
}

/** The options plus the player's current value when the list lacks it, so a select never silently drops it. */
function withValue(options: string[], value: string): string[] {
  return value === "" || options.includes(value) ? options : [value, ...options];
}
