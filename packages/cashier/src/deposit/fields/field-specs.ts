import type { PaymentFieldName, PaymentFieldSpec, PaymentMethod } from "@casino/api-client";

export type DepositFieldOptions = {
  /** settings.onDepositShowAllField: optional fields are shown too, not only the required ones. */
  showAllFields: boolean;
  /** settings.allowDepWithoutAddress: an address the method asks for is optional. */
  allowWithoutAddress: boolean;
};

/** The fields the card form owns; a provider's hosted fields would take all four at once. */
export const CARD_FIELD_NAMES = ["cardholder", "cardNumber", "expiry", "cvc"] as const satisfies readonly PaymentFieldName[];

const isCardField = (name: PaymentFieldName) => (CARD_FIELD_NAMES as readonly string[]).includes(name);

/**
 * The method's deposit fields the player sees, in the method's order, with the brand's settings applied: optional
 * ones only with onDepositShowAllField, the address never required with allowDepWithoutAddress. A card-form method
 * always gets the whole card (the provider needs all four to charge it).
 */
export function visibleDepositFields(method: PaymentMethod, options: DepositFieldOptions): PaymentFieldSpec[] {
  const specs = method.depositFields.map((spec) =>
    spec.name === "address" && options.allowWithoutAddress ? { ...spec, required: false } : spec,
  );
  const shown = specs.filter((spec) => spec.required || options.showAllFields);
  if (!method.isCardForm) return shown;
  const others = shown.filter((spec) => !isCardField(spec.name));
  return [...CARD_FIELD_NAMES.map((name) => ({ name, required: true })), ...others];
}

/** The visible fields the card form does not draw. */
export const nonCardFields = (specs: readonly PaymentFieldSpec[], cardForm: boolean) =>
  cardForm ? specs.filter((spec) => !isCardField(spec.name)) : [...specs];
