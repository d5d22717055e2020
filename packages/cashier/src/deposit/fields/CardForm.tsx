import type { ChangeEvent } from "react";
import { useFormContext, type UseFormRegisterReturn } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "@casino/ui-kit";
import { formatCardNumber } from "@casino/domain";
import type { DepositFormValues } from "../deposit-form-values.ts";
import { formatCvcInput, formatExpiryInput } from "./card-input.ts";
import { useFieldText } from "./use-field-text.ts";
import * as styles from "./DepositFields.css.ts";

/**
 * The card of a card-form method: number, expiry, CVC and cardholder, with the browser's card autofill.
 *
 * The seam for a provider's hosted fields: DepositFields picks this component for `method.isCardForm` and nothing
 * else knows the card's inputs. A provider whose iframes collect the card (PCI scope stays with the provider)
 * replaces this file's body with its mount point and writes what it returns (a token, the last four digits) into
 * `fields.*` with setValue; the page's submit and the rules of field-rules.ts stay as they are.
 */
export function CardForm() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<DepositFormValues>();
  const text = useFieldText();
  const errors = formState.errors.fields;

  const number = register("fields.cardNumber");
  const expiry = register("fields.expiry");
  const cvc = register("fields.cvc");
  /** Formats the box's text, then lets react-hook-form read it. */
  const formatted = <F extends UseFormRegisterReturn<`fields.${string}`>>(field: F, format: (value: string, event: ChangeEvent<HTMLInputElement>) => string) => ({
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value, event);
      return field.onChange(event);
    },
  });
  const deleting = (event: ChangeEvent<HTMLInputElement>) => (event.nativeEvent as InputEvent).inputType?.startsWith("delete") ?? false;

  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{t`Card details`}</legend>
      <TextField
        label={text.label("cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        error={text.error(errors?.cardNumber?.message)}
        {...formatted(number, (value) => formatCardNumber(value))}
      />
      <div className={styles.pair}>
        <TextField
          label={text.label("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          maxLength={5}
          error={text.error(errors?.expiry?.message)}
          {...formatted(expiry, (value, event) => formatExpiryInput(value, deleting(event)))}
        />
        <TextField
          label={text.label("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={3}
          hint={t`3 digits on the back of the card`}
          error={text.error(errors?.cvc?.message)}
          {...formatted(cvc, formatCvcInput)}
        />
      </div>
      <TextField
        label={text.label("cardholder")}
        autoComplete="cc-name"
        error={text.error(errors?.cardholder?.message)}
        {...register("fields.cardholder")}
      />
    </fieldset>
  );
}
