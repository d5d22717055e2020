import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { SignUpForm } from "./SignUpForm.tsx";
import { COUNTRIES, CURRENCIES, REGISTRATION_FIELDS } from "./sign-up-fixtures.ts";

const lists = { countries: COUNTRIES.countries.rows, phoneCodes: ["+1", "+49", "+356"], currencies: CURRENCIES.currencies };
const typed = {
  email: "taken@example.com",
  password: "secret12",
  confirmPassword: "secret12",
  firstName: "Nora",
  dateOfBirth: "1990-05-17",
  countryCode: "DE",
  phoneCode: "+49",
  currencyCode: "EUR",
  over18: true,
  acceptTerms: true,
};

const meta = {
  title: "Account/SignUpForm",
  component: SignUpForm,
  args: {
    variant: "full",
    fields: REGISTRATION_FIELDS,
    lists,
    onSubmit: () => new Promise<void>((resolve) => setTimeout(resolve, 1500)),
    serverError: null,
    pending: false,
    now: new Date("2026-11-22T12:00:00Z"),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: "26rem" }}>{Story()}</div>, withShellFrame()],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full form as the sandbox's registration-fields map configures it, nothing typed yet. */
export const EmptyFullForm: Story = {};

/** emailPhoneRegistration: e-mail or phone, and a password. */
export const ShortForm: Story = { args: { variant: "short" } };

/** 1-click: only the optional currency and country, and the consent. */
export const OneClickForm: Story = { args: { variant: "one-click", defaultValues: { currencyCode: "EUR", countryCode: "DE" } } };

/** The server said EMAIL_TAKEN: its message sits at the e-mail field and everything typed stays. */
export const EmailTaken: Story = {
  args: {
    defaultValues: typed,
    serverError: { kind: "field", field: "email", code: "EMAIL_TAKEN", message: "This email is already registered" },
  },
};

/** A 5xx or a network failure: "Try again later" above the button, the values kept. */
export const TryAgainLater: Story = { args: { defaultValues: typed, serverError: { kind: "unavailable" } } };

/** Sending: the button is disabled and shows its spinner. */
export const Pending: Story = { args: { defaultValues: typed, pending: true } };
