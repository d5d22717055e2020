import type { FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "@casino/ui-kit";
import { SaveRemoveActions } from "./SaveRemoveActions.tsx";
import { useAmountForm } from "./use-amount-form.ts";
import * as styles from "./Limits.css.ts";

type Props = {
  /** The form's name for a screen reader (the limit's name). */
  name: string;
  hasLimit: boolean;
  saving: boolean;
  busy: boolean;
  /** Sends the amount; resolves true when saved (the field is then emptied). */
  onSave: (amount: number) => Promise<boolean>;
  /** Null when there is nothing to remove. */
  onRemove: (() => void) | null;
};

/** A new amount for a limit (checked before it is sent), Save, and Remove. */
export function AmountForm({ name, hasLimit, saving, busy, onSave, onRemove }: Props) {
  const { t } = useLingui();
  const { form, amountError } = useAmountForm();
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async ({ amount }) => {
      if (await onSave(amount)) form.reset({ amount: "" });
    })(event);
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={name}>
      <div className={styles.field}>
        <TextField label={hasLimit ? t`New limit` : t`Set a limit`} inputMode="decimal" autoComplete="off" error={amountError} {...form.register("amount")} />
      </div>
      <SaveRemoveActions saving={saving} busy={busy} onRemove={onRemove} />
    </form>
  );
}
