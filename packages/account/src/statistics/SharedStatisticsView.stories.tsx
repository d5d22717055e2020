import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { SharedStatisticsView } from "./SharedStatisticsView.tsx";
import { StatisticsSummarySkeleton } from "./StatisticsSummary.tsx";
import { STATISTICS } from "./test-fixtures.ts";

const meta = {
  title: "Account/Statistics/SharedStatisticsPage",
  component: SharedStatisticsView,
  args: { heading: "Shared statistics", shared: { nickname: "LuckyLuke", statistics: STATISTICS, sharedAt: "2026-03-11T09:00:00.000Z" } },
  decorators: [withShellFrame()],
} satisfies Meta<typeof SharedStatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
export const WithoutNickname: Story = { args: { shared: { nickname: null, statistics: STATISTICS, sharedAt: "2026-03-11T09:00:00.000Z" } } };
export const NotFound: Story = { args: { shared: undefined, notFound: true } };
export const Loading: Story = { args: { shared: undefined, children: <StatisticsSummarySkeleton /> } };
