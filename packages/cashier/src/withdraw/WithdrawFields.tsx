import type { UseFormRegister } from "react-hook-form";
import { useLingui } from "@lingui/react/macro";
import type { CryptoNetwork, PaymentFieldName, PaymentFieldSpec } from "@casino/api-client";
import { Select, TextField } from "@casino/ui-kit";
import type { WithdrawValues } from "./withdraw-form-schema.ts";

export type WithdrawFieldsProps = {
  fields: readonly PaymentFieldSpec[];
  networks: readonly CryptoNetwork[];
  register: UseFormRegister<WithdrawValues>;
  errorOf: (name: PaymentFieldName) => string | undefined;
  bankNameRequired: boolean;
};

type FieldLook = { label: string; hint?: string; autoComplete?: string; type?: string; inputMode?: "email" | "text" | "numeric" };

/** The method's own withdrawal fields (spec §5), in the order the method lists them. */
export function WithdrawFields({ fields, networks, register, errorOf, bankNameRequired }: WithdrawFieldsProps) {
  const { t } = useLingui();
  const looks: Record<PaymentFieldName, FieldLook> = {
    name: { label: t`Beneficiary name`, autoComplete: "name" },
    account: { label: t`Account number`, hint: t`IBAN or account number` },
    email: { label: t`E-mail`, type: "email", autoComplete: "email", inputMode: "email" },
    bankCode: { label: t`Bank code (IFSC)`, hint: t`8 to 15 letters and digits` },
    bankName: { label: t`Bank name` },
    branch: { label: t`Branch` },
    address: { label: t`Address`, autoComplete: "street-address" },
    upiId: { label: t`UPI ID`, hint: t`Like name@bank` },
    walletAddress: { label: t`Wallet address`, hint: t`Check it twice: a payout to a wrong address cannot be reversed` },
    network: { label: t`Network` },
    phone: { label: t`Phone`, type: "tel", autoComplete: "tel" },
    cardholder: { label: t`Cardholder`, autoComplete: "cc-name" },
    cardNumber: { label: t`Card number`, autoComplete: "cc-number", inputMode: "numeric" },
    expiry: { label: t`Expiry (MM/YY)`, autoComplete: "cc-exp" },
    cvc: { label: t`Security code`, autoComplete: "cc-csc", inputMode: "numeric" },
  };
  return (
    <>
      {fields.map(({ name, required }) => {
        const look = looks[name];
        const optional = !required && !(name === "bankName" && bankNameRequired);
        const label = optional ? t`${look.label} (optional)` : look.label;
        if (name === "network") {
          return (
            <Select key={name} label={label} placeholder={t`Choose a network`} error={errorOf(name)} {...register(name)}>
              {networks.map((network) => (
                <option key={network.code} value={network.code}>
                  {network.name}
                </option>
              ))}
            </Select>
          );
        }
        return (
          <TextField
            key={name}
            label={label}
            hint={look.hint}
            type={look.type ?? "text"}
            inputMode={look.inputMode}
            autoComplete={look.autoComplete ?? "off"}
            spellCheck={false}
            error={errorOf(name)}
            aria-required={!optional}
            {...register(name)}
          />
        );
      })}
    </>
  );
}
