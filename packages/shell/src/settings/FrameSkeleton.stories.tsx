import type { Meta, StoryObj } from "@storybook/react-vite";
import { FrameSkeleton } from "./FrameSkeleton.tsx";

const meta = {
  title: "Shell/Boot/FrameSkeleton",
  component: FrameSkeleton,
} satisfies Meta<typeof FrameSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
