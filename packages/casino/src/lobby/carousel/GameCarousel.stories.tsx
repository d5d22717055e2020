import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { games } from "../lobby-fixtures.ts";
import { GameCarousel } from "./GameCarousel.tsx";

const meta = {
  title: "Casino/Lobby/GameCarousel",
  component: GameCarousel,
  args: {
    headingId: "story-carousel",
    title: <h2 id="story-carousel">Slots</h2>,
    actions: <a href="#slots">See all</a>,
    games: games("slots", 12),
    priority: true,
  },
  decorators: [withShellFrame()],
} satisfies Meta<typeof GameCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** embla takes over on idle: autoplay every 3000 ms, paused on hover or focus, the pause control stops it. */
export const Enhanced: Story = {};
/** The row before embla arrives (and if it never does): native scroll with snap points; the buttons still work. */
export const Plain: Story = { args: { enhance: false } };
export const FewGames: Story = { args: { games: games("live", 3) } };
export const LongNames: Story = {
  args: { games: games("an-extraordinarily-long-game-name-that-wraps", 8, "A Studio With A Very Long Name Indeed") },
};
