import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const FAQ: Record<string, MessageDescriptor> = {
  "faq.title": msg`Frequently asked questions`,
  "faq.items.1.question": msg`How do I open an account?`,
  "faq.items.1.answer": msg`Choose Sign up, enter your e-mail, password, country and currency, confirm that you are over 18 and accept the terms.`,
  "faq.items.2.question": msg`Which payment methods can I use?`,
  "faq.items.2.answer": msg`Cards, bank transfer, UPI, e-wallets and cryptocurrencies, depending on your country and currency. The cashier shows the methods available to you.`,
  "faq.items.3.question": msg`How long do withdrawals take?`,
  "faq.items.3.answer": msg`Once your account is verified, most withdrawals are processed within 24 hours.`,
  "faq.items.4.question": msg`Why do I need to verify my identity?`,
  "faq.items.4.answer": msg`Our licence requires us to confirm the age and identity of every player and to prevent fraud. We review your documents within 24 hours.`,
  "faq.items.5.question": msg`How do I set limits or take a break?`,
  "faq.items.5.answer": msg`Open Limits in your profile to set deposit, loss, bet and session limits, freeze your account or exclude yourself.`,
};

/** Spec §8 bonus activation codes. */
const BONUS_ERRORS: Record<string, MessageDescriptor> = {
  "bonus.error.REGISTRATION_BONUS": msg`The activation window for this registration bonus has passed.`,
  "bonus.error.MAXIMUM_PARTICIPANTS": msg`This bonus has reached its maximum number of participants.`,
  "bonus.error.RETRY_PERIOD": msg`You have used this bonus recently. Please try again later.`,
  "bonus.error.DAYS_VALID": msg`This bonus is no longer valid.`,
  "bonus.error.UNIFIED_ERROR": msg`This bonus cannot be activated. Please contact support with the reference shown.`,
  "bonus.error.DEPOSITS_NUMBER": msg`This bonus is not available for your number of deposits.`,
  "bonus.error.DEPOSITS_NUMBER2": msg`Make the required number of deposits to unlock this bonus.`,
  "bonus.error.ACTIVE_FREE_SPINS": msg`You still have active free spins. Use them before activating another bonus.`,
  "bonus.error.ACTIVE_BONUS": msg`Only one bonus can be active at a time.`,
  "bonus.error.CANCELLED": msg`This bonus has been cancelled.`,
  "bonus.error.NO_CASHBACK": msg`There is no cashback to claim right now.`,
  "bonus.error.ADD_TO_CALENDAR": msg`Your cashback has been added to the rakeback calendar.`,
  "bonus.error.REQUIRED_EMAIL_VERIFICATION": msg`Please verify your e-mail address to activate this bonus.`,
  "bonus.error.VALID_ON_DAYS": msg`This bonus can only be activated on certain days of the week.`,
  "bonus.error.START_TIME_ERROR": msg`This bonus has not started yet.`,
  "bonus.error.END_TIME_ERROR": msg`This bonus has ended.`,
  "bonus.error.BONUS_FRAUD": msg`No-deposit and free-spin bonuses are disabled for duplicate accounts.`,
  "bonus.error.CASHBACK_NEED_DEPOSIT": msg`Make a deposit to receive cashback.`,
};

/** Spec §8 deposit codes. */
const DEPOSIT_ERRORS: Record<string, MessageDescriptor> = {
  "deposit.error.GLOBAL_ERROR": msg`The cashier could not open. Your account may need verification, or the payment methods are unavailable in your country.`,
  "deposit.error.DEPOSIT_COUNTRY_BLOCK": msg`Payment methods are unavailable in your country. If you use a VPN, please turn it off.`,
  "deposit.error.REQUIRED_EMAIL_VERIFICATION": msg`Please verify your e-mail address before making a deposit.`,
  "deposit.error.PAYMENT_LIMIT_THRESHOLD": msg`You have reached your daily deposit limit. Please try again tomorrow.`,
  "deposit.error.TRANSACTION_FAILED": msg`The transaction failed. Please try again.`,
  "deposit.error.AMOUNT_BELOW_ZERO": msg`The amount must be greater than zero.`,
  "deposit.error.UNIFIED_ERROR": msg`Something went wrong with your deposit. Please try again later.`,
  "deposit.error.PAYMENT_PROVIDER_LIMIT_THRESHOLD": msg`Please keep the amount between the minimum and the maximum.`,
  "deposit.error.PROVIDER_ERROR": msg`There was a problem contacting the payment provider.`,
  "deposit.error.PHONE_ERROR": msg`The phone number is too short: it needs at least 6 characters.`,
  "deposit.error.PAYMENT_SERVICE_ERROR": msg`This payment service does not support your currency.`,
};

/** The built-in FAQ, bonus error and deposit error texts by content key; the remote texts override them by key. */
export const TOPIC_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  ...FAQ,
  ...BONUS_ERRORS,
  ...DEPOSIT_ERRORS,
};
