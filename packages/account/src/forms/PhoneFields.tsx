import type { KeyboardEvent } from "react";
import { useFormContext } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import { phoneKeyAllowed } from "@casino/domain";
import { Select, TextField } from "@casino/ui-kit";
import * as styles from "./PhoneFields.css.ts";

type PhoneValues = { phoneCode?: unknown; phone?: unknown };

/**
 * Phone code (deduplicated options, spec §5) and number inside a react-hook-form FormProvider; a key that would make
 * the number too long is refused. `errorText` turns a field's error (a domain or server code) into its message.
 */
export function PhoneFields({
  phoneCodes,
  optional = false,
  errorText,
}: {
  phoneCodes: readonly string[];
  optional?: boolean;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useLingui();
  const text = errorText;
  const {
    register,
    getValues,
    formState: { errors, defaultValues },
  } = useFormContext<PhoneValues>();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { selectionStart, selectionEnd } = event.currentTarget;
    // Typing over a selection replaces it, so the length limit does not apply then.
    if (selectionStart !== null && selectionStart !== selectionEnd && /^\d$/.test(event.key)) return;
    if (!phoneKeyAllowed(getValues("phoneCode") as string, getValues("phone") as string, event.key)) event.preventDefault();
  };

  return (
    <div className={styles.phoneRow}>
      <Select
        label={t`Phone code`}
        placeholder="+"
        defaultValue={(defaultValues?.["phoneCode"] as string | undefined) ?? ""}
        error={text(errors.phoneCode?.message)} {...register("phoneCode")}>
        {phoneCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
      <TextField
        label={t`Phone number`}
        hint={optional ? t`Optional` : undefined}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={text(errors.phone?.message)}
        onKeyDown={onKeyDown}
        {...register("phone")}
      />
    </div>
  );
}
