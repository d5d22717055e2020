import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { userDetailsQueryKey } from "@casino/api-client";
import { resetConnectionStore, useConnectionStore } from "../realtime/connection-store.ts";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { userDetails } from "../test/fake-api.ts";
import { HeaderBalance } from "./HeaderBalance.tsx";
import { resetSessionStore, useSessionStore } from "./session-store.ts";

/** Logged in with a balance in the cache (no network in Storybook); `lost`: the realtime socket dropped. */
const player = (lost: boolean) => () => {
  useSessionStore.setState({ token: "story" });
  useConnectionStore.setState({ socket: lost ? "lost" : "live" });
  return () => {
    resetSessionStore();
    resetConnectionStore();
  };
};
const seed = (queryClient: QueryClient) => queryClient.setQueryData(userDetailsQueryKey, userDetails({ totalAmount: 1234.5 }));

const meta = {
  title: "Shell/Session/HeaderBalance",
  component: HeaderBalance,
  beforeEach: player(false),
} satisfies Meta<typeof HeaderBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance as the socket keeps it. */
export const Live: Story = { decorators: [withShellFrame({ seed })] };

/** The socket is down (or the browser offline): dimmed, a warning icon and "Balance may be out of date" for screen readers. */
export const Stale: Story = { beforeEach: player(true), decorators: [withShellFrame({ seed })] };

/** The multi-wallet button while stale: the note describes the button (aria-describedby). */
export const StaleMultiWallet: Story = {
  beforeEach: player(true),
  decorators: [withShellFrame({ seed, brand: { useMultiWallet: true } })],
};
