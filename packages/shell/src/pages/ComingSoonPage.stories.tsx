import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { ComingSoonPage } from "./ComingSoonPage.tsx";

const meta = {
  title: "Shell/Pages/ComingSoonPage",
  component: ComingSoonPage,
  args: { page: "promotions" },
  decorators: [withShellFrame()],
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page key with a label: its name is the title. */
export const KnownPage: Story = {};

/** A page key without a label: the generic "Coming soon" title. */
export const UnknownPage: Story = { args: { page: "somethingNew" } };
