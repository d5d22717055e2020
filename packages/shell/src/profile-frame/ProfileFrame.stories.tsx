import type { Meta, StoryObj } from "@storybook/react-vite";
import { Surface, Text } from "@casino/ui-kit";
import { resetSessionStore, useSessionStore } from "../session/session-store.ts";
import { withShellFrame } from "../stories/ShellStoryFrame.tsx";
import { ProfileFrame } from "./ProfileFrame.tsx";

/** The pages a story fills: the others (VIP club, for one, until issue 28) show no tab. */
const FILLED = ["myProfile", "balance", "profile2Verification", "myBonuses", "myHistory", "statistics"];
const CLASSIC = ["profile", "editProfile", "verify", "transactions", "favorites", "statistics"];

const as = (token: string | null) => () => {
  useSessionStore.setState({ token });
  return () => resetSessionStore();
};

const content = (
  <Surface>
    <Text as="p">The page's own content.</Text>
  </Surface>
);

const meta = {
  title: "Shell/Profile/ProfileFrame",
  component: ProfileFrame,
  args: { title: "Balance", variant: "v2", children: content },
  beforeEach: as("story"),
  decorators: [withShellFrame({ path: "/profile2/balance", pages: FILLED })],
} satisfies Meta<typeof ProfileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /profile2/balance: the v2 tabs of the filled pages, Balance current. */
export const PlayerOnV2Tab: Story = {};

/** Every v2 tab, as once responsible gaming and VIP fill theirs. */
export const AllV2Pages: Story = {
  decorators: [withShellFrame({ path: "/profile2/limits", pages: [...FILLED, "profile2VipClub", "freezeAccount", "limits"] })],
  args: { title: "Limits" },
};

/** /profile/transactions: the classic profile's tabs. */
export const Classic: Story = {
  decorators: [withShellFrame({ path: "/profile/transactions", pages: CLASSIC })],
  args: { title: "Transactions", variant: "classic" },
};

/** A guest: the heading and the login over this page, no tabs, no content. */
export const Guest: Story = { beforeEach: as(null) };

/** A guest on a page that says what the login shows. */
export const GuestWithOwnPrompt: Story = {
  beforeEach: as(null),
  args: { title: "My bonuses", guestPrompt: "Log in to see your bonuses." },
};
