import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { RealityCheckDialog } from "./RealityCheckDialog.tsx";
import { SessionLimitWarningDialog } from "./SessionLimitWarning.tsx";

const MINUTE = 60_000;
const noop = () => undefined;
const startedAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

const meta = {
  title: "ResponsibleGaming/Session/RealityCheckDialog",
  component: RealityCheckDialog,
  args: {
    open: true,
    summary: { startedAt: startedAgo(15), currency: "EUR", bet: 20, won: 5, net: -15 },
    at: Date.now(),
    onContinue: noop,
    onStop: noop,
    onHistory: noop,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen minutes in, down 15 euros: the net result in the danger colour. */
export const Losing: Story = {};
/** An hour and five minutes in, up: the net result with its plus sign. */
export const Winning: Story = { args: { summary: { startedAt: startedAgo(65), currency: "EUR", bet: 120, won: 180.5, net: 60.5 } } };
/** Nothing played yet: every figure zero. */
export const NothingPlayed: Story = { args: { summary: { startedAt: startedAgo(30), currency: "EUR", bet: 0, won: 0, net: 0 } } };

/** The session time limit's warning, five minutes before the end. */
export const SessionLimitWarning: Story = {
  render: () => <SessionLimitWarningDialog open endsAt={Date.now() + 5 * MINUTE} onClose={noop} />,
};
/** The warning with one minute left (the singular). */
export const SessionLimitLastMinute: Story = {
  render: () => <SessionLimitWarningDialog open endsAt={Date.now() + 50_000} onClose={noop} />,
};
