import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { HomePage } from "./HomePage.tsx";

const meta = {
  title: "Shell/Pages/HomePage",
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withShellFrame()] };

export const LongBrandName: Story = {
  decorators: [withShellFrame({ brand: { brandName: "The Grand Royal Riverside Casino & Sportsbook" } })],
};
