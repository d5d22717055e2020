import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { promotionsQueryOptions } from "@casino/api-client";
import { withShellFrame } from "@casino/shell/story-support";
import { seedError, seedLoading, storyBonusFilter, withGuest, withPlayer } from "../test/story-seeds.tsx";
import { CASHBACK_BONUS, DEPOSIT_BONUS, FREE_SPINS_BONUS, NO_DEPOSIT_BONUS, PROMOTION } from "./bonus-fixtures.ts";
import { PromotionsPage } from "./PromotionsPage.tsx";
import { bonusPagesQueryKey } from "./use-bonus-list.ts";

const BONUSES = [DEPOSIT_BONUS, NO_DEPOSIT_BONUS, FREE_SPINS_BONUS, CASHBACK_BONUS];
const PROMOTIONS = [PROMOTION, { ...PROMOTION, id: 2, slug: "weekend-reload", title: "Weekend reload", summary: "75% every weekend", bonusId: 3 }];

const promotionsKey = (locale: string) => promotionsQueryOptions(locale).queryKey;
const bonusesKey = (locale: string) => bonusPagesQueryKey(storyBonusFilter(locale));

const seedPage = (bonuses: unknown[], count = bonuses.length) => (queryClient: QueryClient, locale: string) => {
  queryClient.setQueryData(promotionsKey(locale), { rows: PROMOTIONS, count: PROMOTIONS.length });
  queryClient.setQueryData(bonusesKey(locale), { pages: [{ rows: bonuses, count }], pageParams: [1] });
};

const meta = {
  title: "Rewards/Promotions/PromotionsPage",
  component: PromotionsPage,
  decorators: [withPlayer],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [withShellFrame({ brand: { showProfileCalendar: true }, seed: seedPage(BONUSES) })] };
/** More bonuses than one page of 24: "Show more bonuses" (no sandbox in Storybook to bring them). */
export const MoreToLoad: Story = { decorators: [withShellFrame({ seed: seedPage(BONUSES, 30) })] };
export const Guest: Story = { decorators: [withGuest, withShellFrame({ seed: seedPage(BONUSES) })] };
export const Loading: Story = {
  decorators: [withShellFrame({ seed: (qc, locale) => (seedLoading(qc, promotionsKey(locale)), seedLoading(qc, bonusesKey(locale))) })],
};
export const Empty: Story = {
  decorators: [
    withShellFrame({
      seed: (qc, locale) => {
        qc.setQueryData(promotionsKey(locale), { rows: [], count: 0 });
        qc.setQueryData(bonusesKey(locale), { pages: [{ rows: [], count: 0 }], pageParams: [1] });
      },
    }),
  ],
};
export const Error: Story = {
  decorators: [withShellFrame({ seed: (qc, locale) => (seedError(qc, promotionsKey(locale)), seedError(qc, bonusesKey(locale))) })],
};
