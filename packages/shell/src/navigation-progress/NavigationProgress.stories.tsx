import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";
import { PENDING_PATH, withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";

/** Starts a navigation whose loader never settles, so the bar shows after its delay and stays. */
function PendingNavigation() {
  const router = useRouter();
  useEffect(() => void router.navigate({ to: PENDING_PATH }), [router]);
  return <NavigationProgress />;
}

const meta = {
  title: "Shell/Layout/NavigationProgress",
  component: NavigationProgress,
  decorators: [withShellFrame()],
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A navigation is pending (longer than the 150 ms delay). */
export const Pending: Story = { render: () => <PendingNavigation /> };

/** No navigation pending: nothing is shown. */
export const Idle: Story = {};
