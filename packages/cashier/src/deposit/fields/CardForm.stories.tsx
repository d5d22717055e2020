import type { Meta, StoryObj } from "@storybook/react-vite";
import { DepositFieldsFrame } from "./DepositFieldsFrame.tsx";
import { cardMethod } from "./method-fixtures.ts";

// The card form inside the deposit page's form (DepositFieldsFrame); "today" is 22 Nov 2026 for the expiry rules.
const meta = {
  title: "Cashier/Deposit/CardForm",
  component: DepositFieldsFrame,
  args: { method: cardMethod, showAllFields: false, allowWithoutAddress: true, now: new Date("2026-11-22T12:00:00Z") },
} satisfies Meta<typeof DepositFieldsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "12/27", cvc: "123", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

/** Pay pressed on an empty card: every required message. */
export const Required: Story = { args: { validateAtStart: true } };

export const InvalidNumber: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4241", expiry: "12/27", cvc: "123", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

export const InvalidMonth: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "13/27", cvc: "123", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

export const PastDate: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "10/26", cvc: "123", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

export const InvalidFormat: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "1/27", cvc: "123", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

export const ShortCvc: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "12/27", cvc: "12", cardholder: "Ada Lovelace" }, validateAtStart: true },
};

export const NoCardholder: Story = {
  args: { values: { cardNumber: "4242 4242 4242 4242", expiry: "12/27", cvc: "123", cardholder: "" }, validateAtStart: true },
};
