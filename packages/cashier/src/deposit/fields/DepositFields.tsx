import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "@casino/ui-kit";
import type { PaymentFieldName, PaymentFieldSpec, PaymentMethod } from "@casino/api-client";
import type { DepositFormValues } from "../deposit-form-values.ts";
import { CardForm } from "./CardForm.tsx";
import { NetworkPicker } from "./NetworkPicker.tsx";
import { nonCardFields, visibleDepositFields } from "./field-specs.ts";
import { useFieldText } from "./use-field-text.ts";
import * as styles from "./DepositFields.css.ts";

export type DepositFieldsProps = {
  method: PaymentMethod;
  /** settings.onDepositShowAllField */
  showAllFields: boolean;
  /** settings.allowDepWithoutAddress */
  allowWithoutAddress: boolean;
};

/** What the browser may fill in and which keyboard a phone shows, per field. */
const INPUT_HINTS: Partial<Record<PaymentFieldName, { autoComplete?: string; inputMode?: "numeric" | "tel" | "email"; type?: string }>> = {
  name: { autoComplete: "name" },
  email: { autoComplete: "email", inputMode: "email", type: "email" },
  phone: { autoComplete: "tel", inputMode: "tel", type: "tel" },
  address: { autoComplete: "street-address" },
  upiId: { autoComplete: "off", inputMode: "email" },
  bankCode: { autoComplete: "off" },
};

/**
 * The chosen method's deposit fields inside the deposit page's form (fields.<name>): the card form for card-form
 * methods, the network pick for crypto, a text field for the others. Rules: depositFieldsSchema with the same options.
 */
export function DepositFields({ method, showAllFields, allowWithoutAddress }: DepositFieldsProps) {
  const specs = useMemo(
    () => visibleDepositFields(method, { showAllFields, allowWithoutAddress }),
    [method, showAllFields, allowWithoutAddress],
  );
  const others = nonCardFields(specs, method.isCardForm);
  if (specs.length === 0) return null;
  return (
    <div className={styles.fields}>
      {method.isCardForm ? <CardForm /> : null}
      {others.map((spec) =>
        spec.name === "network" ? <NetworkPicker key={spec.name} networks={method.networks} /> : <PlainField key={spec.name} spec={spec} />,
      )}
    </div>
  );
}

function PlainField({ spec }: { spec: PaymentFieldSpec }) {
  const { t } = useLingui();
  const { register, formState } = useFormContext<DepositFormValues>();
  const text = useFieldText();
  const hints = INPUT_HINTS[spec.name] ?? {};
  return (
    <TextField
      label={text.label(spec.name)}
      {...hints}
      {...(spec.required ? { "aria-required": true } : { hint: t`Optional` })}
      error={text.error(formState.errors.fields?.[spec.name]?.message)}
      {...register(`fields.${spec.name}`)}
    />
  );
}
