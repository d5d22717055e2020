import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import type { useWithdrawal } from "./use-withdrawal.ts";
import { bitcoinMethod, carousellerMethod, pendingWithdrawal, quoteFixture, sepaMethod, upiMethod } from "./withdraw-fixtures.ts";
import { WithdrawForm } from "./WithdrawForm.tsx";

type Flow = ReturnType<typeof useWithdrawal>;
const idle: Flow = {
  quoted: null, calculating: false, confirming: false, confirmFailure: null, confirmed: null,
  calculate: () => Promise.resolve(null), confirm: () => undefined, invalidate: () => undefined,
};
const quoted = { payload: { methodId: 11, amount: 20, currency: "EUR", fields: { email: "me@example.com" } }, quote: quoteFixture() };

const meta = {
  title: "Cashier/Withdraw/WithdrawForm",
  component: WithdrawForm,
  decorators: [withShellFrame()],
  args: { method: carousellerMethod, currency: "EUR", crypto: false, available: 100, showConditions: true, flow: idle },
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const BankTransfer: Story = { args: { method: sepaMethod } };
export const Netbanking: Story = {
  args: { method: { ...sepaMethod, paymentMethod: "netbanking", title: "Netbanking", withdrawalFields: [...sepaMethod.withdrawalFields, { name: "bankName", required: true }] } },
};
export const UpiId: Story = { args: { method: upiMethod } };
export const Crypto: Story = { args: { method: bitcoinMethod } };
/** Every field refused by its rule: bank code of 7, no name, an amount over the cash. */
export const FormErrors: Story = {
  args: { method: sepaMethod, initialValues: { amount: "150.555", name: "", account: "", bankCode: "1234567", email: "nope" } },
};
export const UpiErrors: Story = { args: { method: upiMethod, initialValues: { amount: "20", name: "Ravi", upiId: "ravi" } } };
export const CryptoErrors: Story = { args: { method: bitcoinMethod, initialValues: { amount: "60", network: "BTC", walletAddress: "0x12" } } };
export const Calculating: Story = { args: { flow: { ...idle, calculating: true } } };
export const Quote: Story = { args: { flow: { ...idle, quoted } } };
export const QuoteWithUnmetConditions: Story = {
  args: {
    flow: {
      ...idle,
      quoted: {
        ...quoted,
        quote: quoteFixture({
          canWithdraw: false,
          wagering: { required: 50, wagered: 20, left: 30 },
          conditions: quoteFixture().conditions.map((c) => ({ ...c, met: c.code !== "WITHDRAWAL_ACTIVE_BONUS" && c.code !== "WITHDRAWAL_WAGERING_INCOMPLETE" })),
        }),
      },
    },
  },
};
export const Confirming: Story = { args: { flow: { ...idle, quoted, confirming: true } } };
/** Timeout or offline: the fields and the quote stay, Retry sends the same key. */
export const FailedWithRetry: Story = { args: { flow: { ...idle, quoted, confirmFailure: { kind: "retry", code: null } } } };
export const ServerFaultWithRetry: Story = { args: { flow: { ...idle, quoted, confirmFailure: { kind: "retry", code: "HTTP_502" } } } };
export const RefusedAboveForm: Story = {
  args: { flow: { ...idle, confirmFailure: { kind: "refused", code: "WITHDRAWAL_METHOD_UNAVAILABLE", field: null, message: "" } } },
};
export const Confirmed: Story = { args: { flow: { ...idle, quoted, confirmed: pendingWithdrawal } } };
