import { useCallback } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { PaymentFieldName } from "@casino/api-client";
import { PHONE_MIN_DIGITS, type DepositFieldCode } from "./field-rules.ts";

const LABELS: Record<PaymentFieldName, MessageDescriptor> = {
  name: msg`Beneficiary name`,
  account: msg`Account number`,
  email: msg`E-mail`,
  bankCode: msg`Bank code (IFSC)`,
  bankName: msg`Bank name`,
  branch: msg`Branch`,
  address: msg`Address`,
  upiId: msg`UPI ID`,
  walletAddress: msg`Wallet address`,
  network: msg`Network`,
  phone: msg`Phone number`,
  cardholder: msg`Cardholder name`,
  cardNumber: msg`Card number`,
  expiry: msg`Expiry date (MM/YY)`,
  cvc: msg`CVC`,
};

const MESSAGES: Record<DepositFieldCode, MessageDescriptor> = {
  required: msg`This field is required`,
  cardNumberInvalid: msg`Enter a valid card number`,
  expiryRequired: msg`Enter the card's expiry date`,
  expiryInvalidFormat: msg`Write the expiry date as MM/YY`,
  expiryInvalidMonth: msg`The expiry month must be between 01 and 12`,
  expiryPast: msg`This card has expired`,
  cvcInvalid: msg`The CVC is the 3 digits on the back of the card`,
  cardholderRequired: msg`Enter the name on the card`,
  upiIdRequired: msg`Enter your UPI ID`,
  upiIdInvalid: msg`Enter a UPI ID like name@bank`,
  bankNameRequired: msg`Enter the name of your bank`,
  phoneRequired: msg`Enter your phone number`,
  phoneDigitsOnly: msg`Digits only, please`,
  phoneTooShort: msg`The phone number is too short: at least ${PHONE_MIN_DIGITS} digits`,
  networkRequired: msg`Choose a network`,
  emailInvalid: msg`Enter a valid e-mail, e.g. name@example.com`,
  bankCodeInvalid: msg`The bank code has 8 to 15 letters and digits`,
  tooLong: msg`At most 255 characters`,
};

/** The translated label of each deposit field and the text of each DepositFieldCode. */
export function useFieldText() {
  const { i18n } = useLingui();
  const label = useCallback((name: PaymentFieldName) => i18n._(LABELS[name]), [i18n]);
  const error = useCallback(
    (code: string | undefined) => (code ? i18n._(MESSAGES[code as DepositFieldCode] ?? MESSAGES.required) : undefined),
    [i18n],
  );
  return { label, error };
}
