import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { freeMoneyQueryOptions, type FreeMoney } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { CASHBACK_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS } from "../promotions/bonus-fixtures.ts";
import { seedError, seedLoading, storyTimeZone, withGuest, withPlayer } from "../test/story-seeds.tsx";
import { FreeMoneyPage } from "./FreeMoneyPage.tsx";

const FREE_MONEY: FreeMoney = {
  bonuses: [NO_DEPOSIT_BONUS, FREE_SPINS_BONUS, CASHBACK_BONUS],
  rakeback: { bonusId: 6, claimableAmount: 12.5, claimableDays: 2, currencyCode: "EUR" },
  couponsEnabled: true,
  referAFriendPercent: 10,
};

const key = (locale: string) => freeMoneyQueryOptions({ language: locale, timeZone: storyTimeZone() }).queryKey;
const seed = (data: FreeMoney) => (queryClient: QueryClient, locale: string) => void queryClient.setQueryData(key(locale), data);

const meta = {
  title: "Rewards/FreeMoney/FreeMoneyPage",
  component: FreeMoneyPage,
  decorators: [withPlayer],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof FreeMoneyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [withShellFrame({ seed: seed(FREE_MONEY) })] };
export const NothingToClaim: Story = {
  decorators: [withShellFrame({ seed: seed({ ...FREE_MONEY, bonuses: [], rakeback: { ...FREE_MONEY.rakeback!, claimableAmount: 0, claimableDays: 0 } }) })],
};
export const Guest: Story = { decorators: [withGuest, withShellFrame({ seed: seed({ ...FREE_MONEY, rakeback: { ...FREE_MONEY.rakeback!, claimableAmount: 0 } }) })] };
export const WithoutCoupons: Story = { decorators: [withShellFrame({ seed: seed({ ...FREE_MONEY, couponsEnabled: false, rakeback: null }) })] };
export const Loading: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedLoading(qc, key(locale)) })] };
export const Error: Story = { decorators: [withShellFrame({ seed: (qc, locale) => seedError(qc, key(locale)) })] };
