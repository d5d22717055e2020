import * as v from "valibot";
import { dateOfBirthField, emailField, nameField, phoneField, phoneRules, textField, type ProfileLocks } from "@casino/domain";

/** A free text of the profile (nickname, address, city, zip): optional, at most 255 like the names. */
const optionalText = () => nameField(false);
/** A locked field is shown read-only and never sent, so it is not checked either. */
const untouched = () => textField({ required: false });

/**
 * Spec §5 rules of the profile form, from the domain: names required (max 255), e-mail format, phone digits with
 * the combined code + number length, date of birth required and at least 18 within the 100-year picker. Issues
 * carry the domain's codes; the form translates them at the field.
 */
export function profileSchema(locks: ProfileLocks, now: Date) {
  const rule = <T>(field: keyof ProfileLocks, schema: T) => (locks[field] ? untouched() : schema);
  const fields = v.object({
    email: rule("email", emailField(false)),
    firstName: rule("firstName", nameField(true)),
    lastName: rule("lastName", nameField(true)),
    nickname: optionalText(),
    gender: textField({ required: false }),
    dateOfBirth: rule("dateOfBirth", dateOfBirthField(now, true)),
    countryCode: rule("countryCode", textField({ required: false })),
    phoneCode: rule("phoneCode", textField({ required: false })),
    phone: rule("phone", phoneField(false)),
    address: rule("address", optionalText()),
    city: optionalText(),
    zipCode: optionalText(),
  });
  // A locked phone was checked when it was saved; an unlocked one gets the combined code + number length check.
  return locks.phone ? fields : v.pipe(fields, phoneRules<v.InferOutput<typeof fields>>());
}
