import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { vipLevelsQueryOptions, vipProgressQueryOptions, type VipLevels, type VipProgress } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame, type ShellStoryFrameProps } from "@casino/shell/story-support";
import { seedError, seedLoading } from "../test/story-seeds.tsx";
import { midLevelProgress, noVipLevels, topLevelProgress, vipLevels } from "./vip-fixtures.ts";
import { ProfileVipClubPage, VipClubPage } from "./VipClubPages.tsx";

type Read<T> = T | "loading" | "error";
const LEVELS = vipLevelsQueryOptions("en").queryKey;
const PROGRESS = vipProgressQueryOptions("en").queryKey;

function seedRead<T>(queryClient: QueryClient, key: readonly unknown[], read: Read<T>) {
  if (read === "loading") seedLoading(queryClient, key);
  else if (read === "error") seedError(queryClient, key);
  else queryClient.setQueryData(key, read);
}

/** vip-levels (and for a player vip-progress) in the query cache, no network in Storybook; two tiers of three levels. */
const seeded = (levels: Read<VipLevels>, progress: Read<VipProgress> | null, frame: Omit<ShellStoryFrameProps, "children" | "seed"> = {}) =>
  withShellFrame({
    brand: { loyaltyLevelGroupSteps: [1, 4] },
    ...frame,
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: progress === null ? null : "story" });
      seedRead(queryClient, LEVELS, levels);
      if (progress !== null) seedRead(queryClient, PROGRESS, progress);
    },
  });

const meta = { title: "Rewards/VIP club", component: VipClubPage, decorators: [seeded(vipLevels(), midLevelProgress)] } satisfies Meta<typeof VipClubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Silver player two fifths of the way to Gold: their level marked in the tiers. */
export const PlayerMidLevel: Story = {};
/** The highest level: no bar, no next level. */
export const TopLevel: Story = { decorators: [seeded(vipLevels(), topLevelProgress)] };
/** The brand's default loyaltyLevelGroupSteps [1]: one list, no tiers. */
export const OneGroup: Story = { decorators: [seeded(vipLevels([1]), midLevelProgress, { brand: { loyaltyLevelGroupSteps: [1] } })] };
/** A guest: the levels and the sign-up. */
export const Guest: Story = { decorators: [seeded(vipLevels(), null)] };
export const Loading: Story = { decorators: [seeded("loading", "loading")] };
export const Empty: Story = { decorators: [seeded(noVipLevels, null)] };
/** A malformed answer: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [seeded("error", null)] };
/** The levels came, the player's progress did not: its own error with Retry, the levels still shown. */
export const ProgressFailed: Story = { decorators: [seeded(vipLevels(), "error")] };
/** A long level name and many benefits at 320 px or in Arabic (RTL) from the toolbar. */
export const LongTexts: Story = {
  decorators: [
    seeded(
      {
        ...vipLevels(),
        levels: vipLevels().levels.map((level) => ({ ...level, name: `${level.name} Supreme Excellence Tier`, perks: [...level.perks, "A very long benefit that wraps onto several lines on a phone"] })),
      },
      midLevelProgress,
    ),
  ],
};
/** /profile2/vip-club: the same view under the v2 profile's tabs. */
export const ProfileV2Tab: Story = {
  decorators: [
    seeded(vipLevels(), midLevelProgress, {
      path: "/profile2/vip-club",
      pages: ["myProfile", "balance", "profile2Verification", "myBonuses", "profile2VipClub", "myHistory", "statistics"],
    }),
  ],
  render: () => <ProfileVipClubPage />,
};
