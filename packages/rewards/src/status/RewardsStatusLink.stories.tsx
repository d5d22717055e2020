import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { RewardsStatusView } from "./RewardsStatusLink.tsx";

const meta = {
  title: "Rewards/Status/RewardsStatusLink",
  component: RewardsStatusView,
  decorators: [withShellFrame()],
  args: { status: { claimable: 0, page: "bonuses" } },
} satisfies Meta<typeof RewardsStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to claim: the way to My bonuses. */
export const NothingToClaim: Story = {};
/** Today's and yesterday's cashback wait in the calendar. */
export const CashbackToClaim: Story = { args: { status: { claimable: 2, page: "cashback" } } };
