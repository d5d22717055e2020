import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";

const meta = {
  title: "Shell/Pages/NotFoundPage",
  component: NotFoundPage,
  decorators: [withShellFrame()],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
