import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { SharePanel } from "./SharePanel.tsx";

const LINK = "https://casino.example/statistics/4f9c2b7e1a";

const meta = {
  title: "Account/Statistics/SharePanel",
  component: SharePanel,
  args: {
    link: null,
    pending: false,
    failed: false,
    onCreate: () => undefined,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof SharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotShared: Story = {};
export const Creating: Story = { args: { pending: true } };
export const CreateFailed: Story = { args: { failed: true } };
/** Copy's outcomes and Share: the ui-kit's Forms/CopyField stories. */
export const LinkShown: Story = { args: { link: LINK } };
