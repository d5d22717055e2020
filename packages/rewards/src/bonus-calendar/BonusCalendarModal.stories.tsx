import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { bonusCalendarQueryOptions, type BonusCalendar } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS } from "../promotions/bonus-fixtures.ts";
import { seedError, seedLoading, storyTimeZone, withPlayer } from "../test/story-seeds.tsx";
import BonusCalendarModal from "./BonusCalendarModal.tsx";

const day = (date: string, dayOfWeek: number, bonuses: BonusCalendar["days"][number]["bonuses"], isToday = false) => ({ date, dayOfWeek, isToday, bonuses });
const WEEK: BonusCalendar = {
  days: [
    day("2026-11-23", 1, [DEPOSIT_BONUS]),
    day("2026-11-24", 2, []),
    day("2026-11-25", 3, [NO_DEPOSIT_BONUS]),
    day("2026-11-26", 4, []),
    day("2026-11-27", 5, [NO_DEPOSIT_BONUS, FREE_SPINS_BONUS], true),
    day("2026-11-28", 6, [FREE_SPINS_BONUS]),
    day("2026-11-29", 7, []),
  ],
};
const key = (locale: string) => bonusCalendarQueryOptions({ timeZone: storyTimeZone(), language: locale }).queryKey;
const seed = (data: BonusCalendar) => (queryClient: QueryClient, locale: string) => void queryClient.setQueryData(key(locale), data);
const ON = { showProfileCalendar: true, showRakebackCalendar: true };

const meta = {
  title: "Rewards/BonusCalendar/BonusCalendarModal",
  component: BonusCalendarModal,
  args: { name: "calendar", params: {}, close: () => undefined },
  decorators: [withPlayer],
} satisfies Meta<typeof BonusCalendarModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = { decorators: [withShellFrame({ brand: ON, seed: seed(WEEK) })] };
export const WithoutRakebackCalendar: Story = { decorators: [withShellFrame({ brand: { showProfileCalendar: true }, seed: seed(WEEK) })] };
export const EmptyWeek: Story = { decorators: [withShellFrame({ brand: ON, seed: seed({ days: WEEK.days.map((d) => ({ ...d, bonuses: [] })) }) })] };
export const NotAvailable: Story = { decorators: [withShellFrame({ brand: { showProfileCalendar: false, showRakebackCalendar: true } })] };
export const Loading: Story = { decorators: [withShellFrame({ brand: ON, seed: (qc, locale) => seedLoading(qc, key(locale)) })] };
export const Error: Story = { decorators: [withShellFrame({ brand: ON, seed: (qc, locale) => seedError(qc, key(locale)) })] };
