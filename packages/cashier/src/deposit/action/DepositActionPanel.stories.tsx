import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DepositAction } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { bankTransferMethod, tetherMethod, upiIdMethod, upiQrMethod } from "../fields/method-fixtures.ts";
import { UNDRAWABLE_UPI_LINK, bankTransferAction, cryptoAction, depositResult, upiCollectAction, upiQrAction } from "./action-fixtures.ts";
import { DepositActionPanel } from "./DepositActionPanel.tsx";

// Times are made when the story renders, so the countdowns run from their full length.
const fresh = (action: (now: Date) => DepositAction, currency = "EUR", amount = 25) => {
  const now = new Date();
  return depositResult(action(now), { currency, amount, issuedAt: now });
};
const meta = {
  title: "Cashier/Deposit/DepositActionPanel",
  component: DepositActionPanel,
  decorators: [withShellFrame()],
  args: { result: depositResult(cryptoAction()), method: tetherMethod, remainingLimit: null, onClose: () => undefined },
} satisfies Meta<typeof DepositActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Crypto: Story = { render: (args) => <DepositActionPanel {...args} result={fresh(cryptoAction)} /> };

/** A deposit limit: what is left shows before the QR. */
export const CryptoWithLimit: Story = {
  args: { remainingLimit: 480 },
  render: (args) => <DepositActionPanel {...args} result={fresh(cryptoAction)} />,
};

export const UpiQrCountdown: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction(undefined, now), "INR", 500)} />,
};

/** 15 seconds left: watch it reach zero. */
export const UpiQrAboutToExpire: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction(undefined, now, 0.25), "INR", 500)} />,
};

export const UpiQrExpired: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction(undefined, now, 0), "INR", 500)} />,
};

export const UpiQrCannotDecode: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction(UNDRAWABLE_UPI_LINK, now), "INR", 500)} />,
};

export const UpiQrNoData: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction("", now), "INR", 500)} />,
};

export const UpiQrInvalidLink: Story = {
  args: { method: upiQrMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh((now) => upiQrAction("https://pay.example/?pa=shop@upi", now), "INR", 500)} />,
};

export const UpiCollect: Story = {
  args: { method: upiIdMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh(upiCollectAction, "INR", 500)} />,
};

export const BankTransfer: Story = {
  args: { method: bankTransferMethod },
  render: (args) => <DepositActionPanel {...args} result={fresh(bankTransferAction)} />,
};
