import type { Meta, StoryObj } from "@storybook/react-vite";
import { DataLoadingError, NetworkError } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { PendingWithdrawals } from "./PendingWithdrawals.tsx";
import { pendingWithdrawalRow } from "./withdraw-fixtures.ts";

const meta = {
  title: "Cashier/Withdraw/PendingWithdrawals",
  component: PendingWithdrawals,
  decorators: [withShellFrame()],
  args: { rows: undefined, error: null, retrying: false, onRetry: () => undefined, crypto: false },
} satisfies Meta<typeof PendingWithdrawals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Filled: Story = {
  args: {
    rows: [
      pendingWithdrawalRow,
      { ...pendingWithdrawalRow, id: "W-0", status: "processing", method: "Bank transfer (SEPA)", amount: 120 },
      { ...pendingWithdrawalRow, id: "W-9", status: "processed", date: "2026-11-01T08:30:00.000Z", amount: 50 },
      { ...pendingWithdrawalRow, id: "W-8", status: "rejected", date: "2026-10-12T18:05:00.000Z", amount: 75 },
    ],
  },
};
export const DataError: Story = { args: { error: new DataLoadingError("/api/user/transactions", []) } };
export const Offline: Story = { args: { error: new NetworkError("/api/user/transactions") } };
