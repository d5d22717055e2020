import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { StatisticsSummary, StatisticsSummarySkeleton } from "./StatisticsSummary.tsx";
import { EMPTY_STATISTICS, STATISTICS } from "./test-fixtures.ts";
import { LoadError } from "@casino/shell";

const meta = {
  title: "Account/Statistics/StatisticsSummary",
  component: StatisticsSummary,
  args: { statistics: STATISTICS, crypto: false },
  decorators: [withShellFrame()],
} satisfies Meta<typeof StatisticsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Losing: Story = {
  args: { statistics: { ...STATISTICS, wins: { count: 3, amount: 120 }, biggestWin: null } },
};

export const Crypto: Story = {
  args: { crypto: true, statistics: { ...STATISTICS, currencyCode: "BTC", bets: { count: 12, amount: 0.0042 }, wins: { count: 4, amount: 0.00512345 } } },
};

export const Empty: Story = { args: { statistics: EMPTY_STATISTICS } };

export const Loading: Story = { render: () => <StatisticsSummarySkeleton /> };

export const Error: Story = { render: () => <LoadError onRetry={() => undefined} /> };
