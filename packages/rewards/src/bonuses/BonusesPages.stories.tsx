import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { DataLoadingError, userBonusesQueryKey, type UserBonuses } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame, type ShellStoryFrameProps } from "@casino/shell/story-support";
import { freeSpinsBonus, noBonuses, pendingBonus, someBonuses, userBonus } from "./bonus-fixtures.ts";
import { BonusesPage, MyBonusesPage } from "./BonusesPages.tsx";

/** Logged in, with get-user-bonus's answer in the query cache (no network in Storybook), or its loading or error. */
const seeded = (bonuses: UserBonuses | "loading" | "error", frame: Omit<ShellStoryFrameProps, "children" | "seed"> = {}) =>
  withShellFrame({
    ...frame,
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      if (bonuses === "loading") {
        void queryClient.prefetchQuery({ queryKey: userBonusesQueryKey, queryFn: () => new Promise<UserBonuses>(() => undefined) });
      } else if (bonuses === "error") {
        void queryClient.prefetchQuery({
          queryKey: userBonusesQueryKey,
          queryFn: () => Promise.reject(new DataLoadingError("/api/user/get-user-bonus", [])),
          retry: false,
        });
      } else {
        queryClient.setQueryData(userBonusesQueryKey, bonuses);
      }
    },
  });

const meta = { title: "Rewards/Bonuses/My bonuses", component: BonusesPage, decorators: [seeded(someBonuses())] } satisfies Meta<typeof BonusesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A no-deposit bonus a quarter wagered, and one past bonus of each state. */
export const ActiveBonus: Story = {};
export const AlmostWagered: Story = { decorators: [seeded(someBonuses({ active: userBonus({ wagered: 390, wagerLeft: 10, wagerPercent: 97 }) }))] };
export const ExpiresToday: Story = {
  decorators: [seeded(someBonuses({ active: userBonus({ expiresAt: new Date(Date.now() + 3 * 3_600_000).toISOString() }) }))],
};
export const FreeSpins: Story = { decorators: [seeded(someBonuses({ active: freeSpinsBonus }))] };
export const PendingDepositBonus: Story = { decorators: [seeded(someBonuses({ active: null, pending: pendingBonus }))] };
export const HistoryOnly: Story = { decorators: [seeded(someBonuses({ active: null }))] };
export const Empty: Story = { decorators: [seeded(noBonuses)] };
export const Loading: Story = { decorators: [seeded("loading")] };
/** A malformed answer: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [seeded("error")] };
export const Guest: Story = { decorators: [withShellFrame({ seed: () => useSessionStore.setState({ token: null }) })] };
/** /profile2/my-bonuses: the same view under the v2 profile's tabs (those of the pages the features fill today). */
export const ProfileV2Tab: Story = {
  decorators: [
    seeded(someBonuses(), {
      path: "/profile2/my-bonuses",
      pages: ["myProfile", "balance", "profile2Verification", "myBonuses", "myHistory", "statistics"],
    }),
  ],
  render: () => <MyBonusesPage />,
};
