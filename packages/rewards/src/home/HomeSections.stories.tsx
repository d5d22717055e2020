import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { promotionsQueryOptions, rakebackDaysQueryOptions, userBonusesQueryOptions, vipProgressQueryOptions } from "@casino/api-client";
import { localDate } from "@casino/domain";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { noBonuses, someBonuses } from "../bonuses/bonus-fixtures.ts";
import { rakebackDays } from "../calendars/calendar-fixtures.ts";
import { PROMOTION } from "../promotions/bonus-fixtures.ts";
import { seedError, seedLoading, storyTimeZone } from "../test/story-seeds.tsx";
import { midLevelProgress } from "../vip/vip-fixtures.ts";
import { PromotionsHomeSection, RewardsStatusHomeSection, VipProgressHomeSection } from "./HomeSections.tsx";

type State = "player" | "noBonus" | "loading" | "error" | "guest";

/** The three sections one under the other, as a brand's home page may order them. */
function Sections() {
  return (
    <div style={{ display: "grid", gap: "2rem" }}>
      <PromotionsHomeSection />
      <RewardsStatusHomeSection />
      <VipProgressHomeSection />
    </div>
  );
}

const seeded = (state: State) =>
  withShellFrame({
    brand: { showRakebackCalendar: true },
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: state === "guest" ? null : "story" });
      const keys = [
        promotionsQueryOptions("en").queryKey,
        userBonusesQueryOptions().queryKey,
        rakebackDaysQueryOptions({ timeZone: storyTimeZone() }).queryKey,
        vipProgressQueryOptions("en").queryKey,
      ] as const;
      if (state === "loading") return keys.forEach((key) => seedLoading(queryClient, key));
      if (state === "error") return keys.forEach((key) => seedError(queryClient, key));
      queryClient.setQueryData(keys[0], { rows: [PROMOTION], count: 1 });
      queryClient.setQueryData(keys[1], state === "noBonus" ? noBonuses : someBonuses());
      queryClient.setQueryData(keys[2], rakebackDays(localDate(new Date(), storyTimeZone())));
      queryClient.setQueryData(keys[3], midLevelProgress);
    },
  });

const meta = { title: "Rewards/Home sections", component: Sections, decorators: [seeded("player")] } satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player with an active bonus a quarter wagered, cashback to claim and a Silver VIP level. */
export const Player: Story = {};
/** A player without a bonus: the way to the promotions. */
export const NoActiveBonus: Story = { decorators: [seeded("noBonus")] };
/** A guest: only the promotions (the player's sections render nothing). */
export const Guest: Story = { decorators: [seeded("guest")] };
export const Loading: Story = { decorators: [seeded("loading")] };
/** Every read malformed: "Data loading error" with Retry in each section. */
export const LoadFailed: Story = { decorators: [seeded("error")] };
