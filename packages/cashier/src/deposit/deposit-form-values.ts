import type { PaymentFieldName } from "@casino/api-client";

/**
 * The deposit form's values: the contract between the deposit page (amount, bonus, submit)
 * and the method fields (deposit/fields registers `fields.<name>`).
 */
export type DepositFormValues = {
  amount: number;
  bonusId: number | null;
  fields: Partial<Record<PaymentFieldName, string>>;
};
