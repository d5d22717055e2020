import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { userDetailsQueryKey } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { playerFixture } from "../withdraw/withdraw-fixtures.ts";
import { WalletPage } from "./WalletPage.tsx";

const getUser = { id: 2, username: "dana", email: "dana@demo.casino", registrationType: "full", createdAt: "2024-01-01T00:00:00.000Z", lastLoginAt: null };
type Wallet = { amount: number; nonCashAmount: number; totalAmount: number };

/** Logged in with the player's details in the query cache (no network in Storybook), still loading, or failed. */
const seeded = (userWallet: Wallet | "loading" | "error", brand: Record<string, unknown> = {}) =>
  withShellFrame({
    path: "/Wallet",
    brand,
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      if (userWallet === "loading") void queryClient.prefetchQuery({ queryKey: userDetailsQueryKey, queryFn: () => new Promise(() => undefined) });
      else if (userWallet === "error") {
        void queryClient.prefetchQuery({ queryKey: userDetailsQueryKey, queryFn: () => Promise.reject(new Error("offline in Storybook")), retry: false });
      } else queryClient.setQueryData(userDetailsQueryKey, { ...playerFixture({}), userWallet, getUser });
    },
  });

const meta = { title: "Cashier/Wallet/WalletPage", component: WalletPage, decorators: [seeded({ amount: 120.5, nonCashAmount: 30, totalAmount: 150.5 })] } satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balances: Story = {};
/** useMultiWallet: each wallet listed under the balances. */
export const MultiWallet: Story = { decorators: [seeded({ amount: 120.5, nonCashAmount: 30, totalAmount: 150.5 }, { useMultiWallet: true })] };
export const Empty: Story = { decorators: [seeded({ amount: 0, nonCashAmount: 0, totalAmount: 0 })] };
/** The player's details are still loading (the skeleton). */
export const Loading: Story = { decorators: [seeded("loading")] };
/** The details could not be read: "Data loading error" with Retry. */
export const LoadFailed: Story = { decorators: [seeded("error")] };
export const Guest: Story = { decorators: [withShellFrame({ path: "/Wallet", seed: () => useSessionStore.setState({ token: null }) })] };
