import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { OverviewSkeleton } from "./OverviewSkeleton.tsx";
import { ProfileOverview } from "./ProfileOverview.tsx";
import { WalletList } from "./WalletList.tsx";
import { freshPlayer, samplePlayer } from "./profile-fixtures.ts";
import { LoadError } from "@casino/shell";

const meta = {
  title: "Account/Profile/ProfileOverview",
  component: ProfileOverview,
  args: { user: samplePlayer(), now: new Date("2026-11-22T12:00:00Z") },
  decorators: [withShellFrame()],
} satisfies Meta<typeof ProfileOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <OverviewSkeleton /> };

export const Filled: Story = {};

/** A new player: most details not given yet, e-mail not verified, no money. */
export const Empty: Story = { args: { user: freshPlayer() } };

/** A crypto account: amounts with up to 8 decimals. */
export const Crypto: Story = {
  args: { user: samplePlayer({ currencyCode: "BTC", isCrypto: true, userWallet: { amount: 0.01234567, nonCashAmount: 0, totalAmount: 0.01234567 } }) },
};

export const LoadingError: Story = { render: () => <LoadError onRetry={() => undefined} /> };

/** useMultiWallet: the wallets as a list (today the one account-currency wallet of the contract). */
export const Wallets: Story = { render: (args) => <WalletList user={args.user} /> };
