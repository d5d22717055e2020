import type { Meta, StoryObj } from "@storybook/react-vite";
import { DepositFieldsFrame } from "./DepositFieldsFrame.tsx";
import { bankTransferMethod, bitcoinMethod, netbankingMethod, tetherMethod, upiIdMethod, upiQrMethod, wireMethod } from "./method-fixtures.ts";

// Each method's deposit fields in the deposit page's form (DepositFieldsFrame); the card has its own stories.
const meta = {
  title: "Cashier/Deposit/DepositFields",
  component: DepositFieldsFrame,
  args: { method: tetherMethod, showAllFields: false, allowWithoutAddress: true, now: new Date("2026-11-22T12:00:00Z") },
} satisfies Meta<typeof DepositFieldsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tether: three networks to choose from. */
export const CryptoNetworks: Story = {};

export const CryptoNetworkPicked: Story = { args: { values: { network: "USDT-ERC20" } } };

export const CryptoNetworkRequired: Story = { args: { validateAtStart: true } };

/** Bitcoin has one network: it is picked for the player. */
export const CryptoOneNetwork: Story = { args: { method: bitcoinMethod } };

export const UpiQrPhone: Story = { args: { method: upiQrMethod, values: { phone: "9876543210" } } };

export const PhoneTooShort: Story = { args: { method: upiQrMethod, values: { phone: "12345" }, validateAtStart: true } };

export const PhoneDigitsOnly: Story = { args: { method: upiQrMethod, values: { phone: "98765-abc" }, validateAtStart: true } };

export const UpiIdValid: Story = { args: { method: upiIdMethod, values: { upiId: "ada@okaxis", phone: "9876543210" }, validateAtStart: true } };

export const UpiIdRequired: Story = { args: { method: upiIdMethod, values: { phone: "9876543210" }, validateAtStart: true } };

export const UpiIdInvalid: Story = { args: { method: upiIdMethod, values: { upiId: "ada.okaxis", phone: "9876543210" }, validateAtStart: true } };

export const NetbankingBankNameRequired: Story = { args: { method: netbankingMethod, values: { phone: "9876543210" }, validateAtStart: true } };

/** SEPA transfer asks nothing before Pay: the bank details come after. */
export const NoFields: Story = { args: { method: bankTransferMethod } };

/** onDepositShowAllField off: only the required fields. */
export const RequiredOnly: Story = { args: { method: wireMethod } };

/** onDepositShowAllField on, allowDepWithoutAddress off: optional fields too, the address required. */
export const AllFieldsAddressRequired: Story = {
  args: { method: wireMethod, showAllFields: true, allowWithoutAddress: false, values: { email: "not-an-email" }, validateAtStart: true },
};
