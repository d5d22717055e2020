import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";

/** The toolbar's language is selected; choosing another loads its catalog and switches the story's texts. */
const meta = {
  title: "Shell/Layout/LanguageSwitcher",
  component: LanguageSwitcher,
  decorators: [withShellFrame()],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
