import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoadError } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { CalendarGrid, CalendarGridSkeleton } from "./CalendarGrid.tsx";
import { demoDays, playerDays } from "./calendar-days.ts";
import { rakebackDays, seededRandom } from "./calendar-fixtures.ts";
import { NoCashbackYet } from "./PlayerCalendar.tsx";

const TODAY = "2026-03-11";
const days = playerDays(rakebackDays(TODAY).days, TODAY);

const meta = {
  title: "Rewards/Calendars/CalendarGrid",
  component: CalendarGrid,
  decorators: [withShellFrame({ brand: { showRakebackCalendar: true } })],
  args: { days, currency: "EUR", onClaim: () => undefined },
} satisfies Meta<typeof CalendarGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today and yesterday to claim, one day claimed, one missed. */
export const Player: Story = {};

export const Claiming: Story = { args: { claiming: TODAY } };

export const AllClaimed: Story = { args: { days: playerDays(rakebackDays(TODAY, { 0: 3.2, 1: 1.15, 2: 2.4 }, [0, 1, 2]).days, TODAY) } };

export const Empty: Story = {
  args: { days: playerDays(rakebackDays(TODAY, {}, []).days, TODAY) },
  render: (args) => (
    <>
      <NoCashbackYet />
      <CalendarGrid {...args} />
    </>
  ),
};

export const Crypto: Story = {
  args: { currency: "BTC", crypto: true, days: playerDays(rakebackDays(TODAY, { 0: 0.00012345, 1: 0.0002 }, []).days, TODAY) },
};

/** A guest's demo: random amounts up to today, nothing to claim. */
export const GuestDemo: Story = { render: () => <CalendarGrid days={demoDays(TODAY, seededRandom())} currency="EUR" /> };

export const Loading: Story = { render: () => <CalendarGridSkeleton /> };

export const Error: Story = { render: () => <LoadError onRetry={() => undefined} /> };
