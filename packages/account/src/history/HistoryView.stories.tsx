import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { DataLoadingError, gameHistoryQueryOptions, transactionsQueryOptions } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { HistoryView } from "./HistoryView.tsx";
import { ROUNDS, TRANSACTIONS } from "./history-fixtures.ts";

// The first page of each view without filters, as the view asks for it.
const FIRST_PAGE = { limit: 20, offset: 0 };
const transactionsKey = transactionsQueryOptions(FIRST_PAGE).queryKey;
const roundsKey = gameHistoryQueryOptions(FIRST_PAGE).queryKey;

const seed = (fill: (queryClient: QueryClient) => void) => (queryClient: QueryClient) => {
  queryClient.setQueryData(["currencies"], []);
  queryClient.setQueryData(roundsKey, { rows: ROUNDS, count: ROUNDS.length });
  fill(queryClient);
};

/** The whole history view (tabs, filters, export, table, pager) over seeded data; the URL is the story router's. */
const meta = {
  title: "Account/History/HistoryView",
  component: HistoryView,
} satisfies Meta<typeof HistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [withShellFrame({ seed: seed((qc) => qc.setQueryData(transactionsKey, { rows: TRANSACTIONS, count: 45 })) })],
};

export const Loading: Story = {
  decorators: [
    withShellFrame({ seed: seed((qc) => void qc.prefetchQuery({ queryKey: transactionsKey, queryFn: () => new Promise<never>(() => undefined) })) }),
  ],
};

export const Empty: Story = {
  decorators: [withShellFrame({ seed: seed((qc) => qc.setQueryData(transactionsKey, { rows: [], count: 0 })) })],
};

export const LoadingError: Story = {
  decorators: [
    withShellFrame({
      seed: seed(
        (qc) =>
          void qc.prefetchQuery({
            queryKey: transactionsKey,
            queryFn: () => Promise.reject(new DataLoadingError("/api/user/transactions", [])),
            retry: false,
          }),
      ),
    }),
  ],
};
