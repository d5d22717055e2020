import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { referralQueryKey, type Referral } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { seedError, seedLoading } from "../test/story-seeds.tsx";
import { NEW_REFERRAL, REFERRAL } from "./referral-fixtures.ts";
import { ReferralPage } from "./ReferralPage.tsx";

/** Logged in, with GET referral's answer in the query cache (no network in Storybook), or its loading or error. */
const seeded = (referral: Referral | "loading" | "error") =>
  withShellFrame({
    path: "/profile/refer-a-friend",
    pages: ["profile", "transactions", "favorites", "referAFriend"],
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      if (referral === "loading") seedLoading(queryClient, referralQueryKey);
      else if (referral === "error") seedError(queryClient, referralQueryKey);
      else queryClient.setQueryData(referralQueryKey, referral);
    },
  });

const meta = { title: "Rewards/Referral/Refer a friend", component: ReferralPage, decorators: [seeded(REFERRAL)] } satisfies Meta<typeof ReferralPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve visits, three friends signed up, €20 of the share to claim. */
export const WithReferrals: Story = {};
/** Nobody has opened the link yet: the invitation to share, Claim off. */
export const Empty: Story = { decorators: [seeded(NEW_REFERRAL)] };
/** Everything earned is claimed already. */
export const AllClaimed: Story = { decorators: [seeded({ ...REFERRAL, claimed: 25, claimable: 0 })] };
export const Loading: Story = { decorators: [seeded("loading")] };
/** A malformed answer: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [seeded("error")] };
export const Guest: Story = { decorators: [withShellFrame({ path: "/profile/refer-a-friend", seed: () => useSessionStore.setState({ token: null }) })] };
