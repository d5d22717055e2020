import type { Meta, StoryObj } from "@storybook/react-vite";
import { seedContentTexts, withShellFrame } from "../../stories/ShellStoryFrame.tsx";
import { CookieNotice } from "./CookieNotice.tsx";

const meta = {
  title: "Shell/Duties/CookieNotice",
  component: CookieNotice,
  args: { onAccept: () => undefined },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in text (no remote `cookie.notice`). */
export const Default: Story = { decorators: [withShellFrame()] };

/** The brand's own text from the content texts. */
export const BrandText: Story = {
  decorators: [
    withShellFrame({
      seed: seedContentTexts({ "cookie.notice": "Demo Casino uses cookies for login, preferences and anonymous statistics." }),
    }),
  ],
};
