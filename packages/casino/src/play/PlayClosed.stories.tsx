import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { GameConsent } from "./GameConsent.tsx";
import { PlayClosed } from "./PlayClosed.tsx";

const meta = {
  title: "Casino/Play/PlayClosed",
  component: PlayClosed,
  args: { reason: { kind: "selfExclusion", until: "2026-12-24T18:00:00.000Z" }, slug: "book-of-sandbox" },
  decorators: [withShellFrame()],
} satisfies Meta<typeof PlayClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedBySelfExclusion: Story = {};
export const ClosedByPermanentSelfExclusion: Story = { args: { reason: { kind: "selfExclusion", until: null } } };
export const ClosedByAccountFreeze: Story = { args: { reason: { kind: "freeze", until: "2026-12-01T12:00:00.000Z" } } };
export const ClosedBecauseSessionEnded: Story = { args: { reason: { kind: "session" } } };
/** The games' cookie consent, shown before the first game on a device. */
export const GameCookieConsent: Story = {
  render: () => <GameConsent provider="Sandbox Studio" slug="book-of-sandbox" onAccept={() => undefined} />,
};
