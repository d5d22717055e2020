import type { UseFormReturn } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import { Select, Surface } from "@casino/ui-kit";
import { GENDERS } from "@casino/api-client";
import { dobPickerRange, type ProfileLocks } from "@casino/domain";
import { LockableTextField } from "./LockableTextField.tsx";
import type { ProfileField, ProfileValues } from "./profile-values.ts";
import * as styles from "./ProfileForm.css.ts";

export type FieldsProps = {
  form: UseFormReturn<ProfileValues>;
  locks: ProfileLocks;
  lockReasons: Record<keyof ProfileLocks, string>;
  errorOf: (field: ProfileField) => string | undefined;
  now: Date;
};

/** Names, nickname, gender and date of birth (the picker reaches 100 years back and stops at 18 years ago). */
export function PersonalFields({ form, locks, lockReasons, errorOf, now }: FieldsProps) {
  const { t } = useLingui();
  const { register } = form;
  const reason = (field: keyof ProfileLocks) => (locks[field] ? lockReasons[field] : undefined);
  const range = dobPickerRange(now);
  const genderLabel = { "Not to say": t`Prefer not to say`, Male: t`Male`, Female: t`Female` } as const;
  return (
    <Surface as="fieldset">
      <legend className={styles.legend}>{t`Personal details`}</legend>
      <div className={styles.grid}>
        <LockableTextField
          label={t`First name`}
          autoComplete="given-name"
          lockReason={reason("firstName")}
          error={errorOf("firstName")}
          {...register("firstName")}
        />
        <LockableTextField
          label={t`Last name`}
          autoComplete="family-name"
          lockReason={reason("lastName")}
          error={errorOf("lastName")}
          {...register("lastName")}
        />
        <LockableTextField label={t`Nickname`} autoComplete="nickname" error={errorOf("nickname")} {...register("nickname")} />
        <Select label={t`Gender`} error={errorOf("gender")} {...register("gender")}>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel[gender]}
            </option>
          ))}
        </Select>
        <LockableTextField
          label={t`Date of birth`}
          type="date"
          autoComplete="bday"
          min={range.min}
          max={range.max}
          lockReason={reason("dateOfBirth")}
          error={errorOf("dateOfBirth")}
          {...register("dateOfBirth")}
        />
      </div>
    </Surface>
  );
}
