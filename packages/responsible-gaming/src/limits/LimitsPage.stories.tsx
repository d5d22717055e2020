import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { awayStatusQueryKey, DataLoadingError, limitsQueryKey, userDetailsQueryKey, type Limits } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { userDetails } from "@casino/shell/test-support";
import { withShellFrame } from "@casino/shell/story-support";
import { dailyDeposit100, limitsOf } from "./limits-fixtures.ts";
import { LimitsPage } from "./LimitsPage.tsx";

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Logged in, with the limits read in the query cache (no network in Storybook), or its loading or error. */
const seeded = (limits: Limits | "loading" | "error", brand: Record<string, unknown> = {}) =>
  withShellFrame({
    brand,
    path: "/profile2/limits",
    pages: ["myProfile", "balance", "freezeAccount", "limits"],
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      queryClient.setQueryData(userDetailsQueryKey, userDetails());
      queryClient.setQueryData(awayStatusQueryKey, { away: false, mode: null, since: null, state: "present", removalAt: null });
      if (limits === "loading") {
        void queryClient.prefetchQuery({ queryKey: limitsQueryKey, queryFn: () => new Promise<Limits>(() => undefined) });
      } else if (limits === "error") {
        void queryClient.prefetchQuery({ queryKey: limitsQueryKey, queryFn: () => Promise.reject(new DataLoadingError("/api/user/limits", [])), retry: false });
      } else {
        queryClient.setQueryData(limitsQueryKey, limits);
      }
    },
  });

const meta = { title: "Responsible gaming/Limits", component: LimitsPage, decorators: [seeded(limitsOf())] } satisfies Meta<typeof LimitsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player: no limit yet, every form empty. */
export const NoLimits: Story = {};
/** Limits in force with what is used and left this period, a session time limit, a winnings limit and the settings on. */
export const LimitsInForce: Story = {
  decorators: [
    seeded(
      limitsOf(
        { dailyDepositLimit: dailyDeposit100, maxBetLimit: { amount: 5 }, weeklyLossLimit: { amount: 300, used: 120, left: 180, resetsAt: "2026-11-30T23:00:00.000Z" } },
        {
          sessionTimeLimit: { value: 4, unit: "hours", minutes: 240 },
          monthlyWinningsLimit: 700,
          monthlyWinnings: { used: 120, left: 580, resetsAt: "2026-11-30T23:00:00.000Z" },
          ghostMode: true,
          realityCheckMinutes: 30,
        },
      ),
    ),
  ],
};
/** A raise and a removal waiting their 24 hours, each with its countdown and Cancel. */
export const PendingChanges: Story = {
  decorators: [
    seeded(
      limitsOf({
        dailyDepositLimit: { ...dailyDeposit100, pending: { amount: 200, effectiveAt: inHours(23.5) }, changedAt: inHours(-0.5), unlocksAt: inHours(0.5) },
        monthlyBetLimit: { amount: 1000, used: 40, left: 960, resetsAt: "2026-11-30T23:00:00.000Z", pending: { amount: null, effectiveAt: inHours(3) } },
      }),
    ),
  ],
};
/** A limit changed a few minutes ago: the page says when it can change again. */
export const ChangedRecently: Story = {
  decorators: [seeded(limitsOf({ dailyDepositLimit: { ...dailyDeposit100, changedAt: inHours(-0.2), unlocksAt: inHours(0.8) } }))],
};
/** A high loyalty level: bet and loss limits are removed only through support (the live chat). */
export const RemovalThroughSupport: Story = {
  decorators: [seeded(limitsOf({ maxBetLimit: { amount: 100 }, dailyLossLimit: { amount: 1000, used: 0, left: 1000, resetsAt: "2026-11-27T23:00:00.000Z" } }, { canRemoveBetLimits: false }), { showLiveChat: true })],
};
export const Loading: Story = { decorators: [seeded("loading")] };
/** A malformed answer: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [seeded("error")] };
export const Guest: Story = { decorators: [withShellFrame({ path: "/profile2/limits", seed: () => useSessionStore.setState({ token: null }) })] };
/** Arabic, right to left, at 320 px: the forms stack and the facts wrap. */
export const RightToLeftNarrow: Story = {
  decorators: [seeded(limitsOf({ dailyDepositLimit: dailyDeposit100 }))],
  parameters: { viewport: { defaultViewport: "mobile1" } },
  globals: { locale: "ar", dir: "rtl" },
};
