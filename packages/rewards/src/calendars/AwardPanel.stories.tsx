import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadError } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { AwardPanel, AwardPanelSkeleton } from "./AwardPanel.tsx";
import { calendarAward } from "./calendar-fixtures.ts";

const meta = {
  title: "Rewards/Calendars/AwardPanel",
  component: AwardPanel,
  decorators: [withShellFrame()],
  args: { award: calendarAward("2026-03-11T10:30:00.000Z"), remaining: 12 * 60_000 + 5_000 },
} satisfies Meta<typeof AwardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Losing: Story = {};

/** The player is up today: nothing is paid. */
export const NothingToPay: Story = { args: { award: calendarAward("2026-03-11T10:30:00.000Z", { ngr: 0, payout: 0 }) } };

export const AtZero: Story = { args: { remaining: 0 } };

export const Crypto: Story = {
  args: { crypto: true, award: calendarAward("2026-03-11T10:30:00.000Z", { ngr: 0.0042, payout: 0.00021, currencyCode: "BTC" }) },
};

export const Loading: Story = { render: () => <AwardPanelSkeleton /> };

export const Error: Story = { render: () => <LoadError onRetry={() => undefined} /> };
