import { GENDERS, hasRealEmail, type Gender, type UpdateUserDetailsPayload, type User } from "@casino/api-client";
import {
  LOCKABLE_PROFILE_FIELDS,
  PLACEHOLDER_DATE_OF_BIRTH,
  displayDateOfBirth,
  normaliseProfileSave,
  phoneCodeDigits,
  toIsoDate,
  type ProfileForm,
  type ProfileLocks,
} from "@casino/domain";

/** What the profile form edits: every field as the text the player sees. */
export type ProfileValues = {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  gender: string;
  dateOfBirth: string;
  countryCode: string;
  phoneCode: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
};
export type ProfileField = keyof ProfileValues;

/** The form's starting values: nulls as "", a placeholder e-mail as none, 1900-01-01 as 18 years before `now`. */
export function profileValuesOf(user: User, now: Date): ProfileValues {
  const code = phoneCodeDigits(user.phoneCode);
  return {
    email: hasRealEmail(user.email) ? user.email : "",
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    nickname: user.nickname ?? "",
    gender: user.gender,
    dateOfBirth: displayDateOfBirth(user, now),
    countryCode: user.countryCode ?? "",
    phoneCode: code ? `+${code}` : "",
    phone: user.phone ?? "",
    address: user.address,
    city: user.city ?? "",
    zipCode: user.zipCode ?? "",
  };
}

const isGender = (value: string | undefined): value is Gender => GENDERS.some((gender) => gender === value);

/**
 * The update-user-details payload of a profile save (spec §5 normalisation). Locked fields are left out, so the
 * server's FIELD_LOCKED can only come from a lock set elsewhere meanwhile. The 1900-01-01 placeholder is shown as
 * a date 18 years back; left untouched, it is not sent, so the player never confirms a birthday they did not give.
 */
export function profileSavePayload(values: ProfileValues, locks: ProfileLocks, user: User, now: Date): UpdateUserDetailsPayload {
  const form: ProfileForm = { ...values };
  for (const field of LOCKABLE_PROFILE_FIELDS) if (locks[field]) delete form[field];
  const placeholderKept = toIsoDate(user.dateOfBirth) === PLACEHOLDER_DATE_OF_BIRTH && values.dateOfBirth === displayDateOfBirth(user, now);
  if (placeholderKept) delete form.dateOfBirth;
  const { gender, ...save } = normaliseProfileSave(form);
  return {
    ...save,
    ...(isGender(gender) ? { gender } : {}),
    // Which screen saved, for the back end's audit; a change of identity data sends KYC back for review.
    updateFrom: "profile",
    onChangeResetKyc: true,
  };
}
