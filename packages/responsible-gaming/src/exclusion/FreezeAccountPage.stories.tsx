import type { Meta, StoryObj } from "@storybook/react-vite";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { withLimits } from "../test/story-seeds.ts";
import { FreezeAccountPage } from "./FreezeAccountPage.tsx";
import { FrozenNotice } from "./FrozenNotice.tsx";

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const V2 = { path: "/profile2/freeze-account", pages: ["myProfile", "balance", "myBonuses", "myHistory", "freezeAccount", "limits"] };

const meta = {
  title: "Responsible gaming/Take a break",
  component: FreezeAccountPage,
  decorators: [withLimits({}, V2)],
} satisfies Meta<typeof FreezeAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing running: time-out, self-exclusion and freeze, each in its own section. */
export const NothingRunning: Story = {};
export const Loading: Story = { decorators: [withLimits("loading", V2)] };
/** A malformed answer: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [withLimits("error", V2)] };
/** A time-out runs: which and until when, no time-out to shorten it; a self-exclusion may only lengthen it. */
export const TimeOutRunning: Story = {
  decorators: [withLimits({ isSelfExcluded: true, exclusion: { kind: "timeout", until: inAWeek, liftsAt: inAWeek, permanent: false } }, V2)],
};
export const SelfExcludedForMonths: Story = {
  decorators: [withLimits({ isSelfExcluded: true, exclusion: { kind: "selfExclusion", until: inAWeek, liftsAt: inAWeek, permanent: false } }, V2)],
};
/** Permanent: only the freeze is left to choose. */
export const SelfExcludedForGood: Story = {
  decorators: [withLimits({ isSelfExcluded: true, exclusion: { kind: "selfExclusion", until: null, liftsAt: null, permanent: true } }, V2)],
};
export const Guest: Story = { decorators: [withShellFrame({ ...V2, seed: () => useSessionStore.setState({ token: null }) })] };
/** After the freeze: logged out, and until when login is refused. */
export const Frozen: Story = { render: () => <FrozenNotice until={inAWeek} /> };
