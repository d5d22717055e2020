import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { paymentMethodsQueryOptions, transactionsQueryOptions, userDetailsQueryKey } from "@casino/api-client";
import { useSessionStore } from "@casino/shell";
import { withShellFrame } from "@casino/shell/story-support";
import { carousellerMethod, pendingWithdrawalRow, playerFixture, sepaMethod, upiMethod } from "./withdraw-fixtures.ts";
import { WithdrawPage } from "./WithdrawPage.tsx";

type Player = Parameters<typeof playerFixture>[0];

/** Logged in with the player, the methods and the withdrawals in the query cache (no network in Storybook). */
const seeded = (player: Player = {}, options: { methods?: boolean } = {}) =>
  withShellFrame({
    seed: (queryClient: QueryClient) => {
      useSessionStore.setState({ token: "story" });
      queryClient.setQueryData(userDetailsQueryKey, { ...playerFixture(player), getUser: { id: 2, username: "dana", email: "dana@demo.casino", registrationType: "full", createdAt: "2024-01-01T00:00:00.000Z", lastLoginAt: null } });
      if (options.methods !== false) {
        queryClient.setQueryData(paymentMethodsQueryOptions({ currencyCode: "EUR", countryCode: "DE", language: "en" }).queryKey, [carousellerMethod, upiMethod, sepaMethod]);
      }
      queryClient.setQueryData(transactionsQueryOptions({ type: "withdrawal", language: "en" }).queryKey, { rows: [pendingWithdrawalRow], count: 1 });
    },
  });

const meta = { title: "Cashier/Withdraw/WithdrawPage", component: WithdrawPage, decorators: [seeded()] } satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const ActiveBonus: Story = { decorators: [seeded({ activeBonus: { id: 3, name: "Welcome bonus", type: "deposit" } })] };
export const NewPlayer: Story = { decorators: [seeded({ depositCount: 0, isEmailVerified: false })] };
/** The methods are still loading (the skeleton). */
export const LoadingMethods: Story = { decorators: [seeded({}, { methods: false })] };
export const Guest: Story = { decorators: [withShellFrame({ seed: () => useSessionStore.setState({ token: null }) })] };
