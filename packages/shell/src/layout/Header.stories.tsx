import type { Meta, StoryObj } from "@storybook/react-vite";
import Cookies from "js-cookie";
import { resetSessionStore } from "../session/session-store.ts";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { Header } from "./Header.tsx";

function asGuest() {
  Cookies.remove(AUTH_TOKEN_COOKIE);
  resetSessionStore();
}

const meta = {
  title: "Shell/Layout/Header",
  component: Header,
  beforeEach: asGuest,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest with the basic navigation system: top navigation, language switcher, Log in and Sign up. */
export const Guest: Story = {
  decorators: [withShellFrame({ brand: { navigationSystem: "basic" } })],
};

/** A guest with the panel navigation system: the navigation lives behind the menu button. */
export const GuestPanelNavigation: Story = {
  decorators: [withShellFrame({ brand: { navigationSystem: "panel" } })],
};
