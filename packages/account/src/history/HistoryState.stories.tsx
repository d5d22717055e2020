import type { Meta, StoryObj } from "@storybook/react-vite";
import { DataLoadingError } from "@casino/api-client";
import { HistoryState } from "./HistoryState.tsx";

const meta = {
  title: "Account/History/HistoryState",
  component: HistoryState,
  args: { kind: "empty", view: "transactions" },
} satisfies Meta<typeof HistoryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { kind: "empty", view: "transactions" } };
export const EmptyCasinoHistory: Story = { args: { kind: "empty", view: "casino" } };
export const FilteredEmpty: Story = { args: { kind: "filtered", onClearFilters: () => undefined } };
export const DataLoadingFailed: Story = {
  args: { kind: "error", error: new DataLoadingError("/api/user/transactions", []), onRetry: () => undefined },
};
export const ServerUnavailable: Story = {
  args: { kind: "error", error: new Error("Service Unavailable"), onRetry: () => undefined },
};
