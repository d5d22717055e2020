import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { GameDetailsView } from "./GameDetailsView.tsx";
import { GameDetailsSkeleton, GameLoginPrompt, GameNotFound } from "./GameStates.tsx";
import { details } from "./test-fixtures.ts";
import { LoadError } from "@casino/shell";

// The sandbox's thumbnails are not reachable in Storybook: a data URI keeps the 4:3 box visible.
const thumbnailUrl = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(30 60% 45%)"/></svg>`,
)}`;
const GAME = details("book-of-sandbox", "Book of Sandbox", { thumbnailUrl });

const meta = {
  title: "Casino/Game/GameDetails",
  component: GameDetailsView,
  args: {
    game: GAME,
    locale: "en",
    isLoggedIn: false,
    canPlayReal: false,
    canPlayDemo: true,
    favourite: { pressed: false, onToggle: () => undefined },
  },
  decorators: [withShellFrame({ brand: { allowGameViewNotLoggedUser: true, allowGuestPlayDemoGames: true } })],
} satisfies Meta<typeof GameDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on a brand with guest demos: Play opens the login modal, Play demo goes to the game. */
export const GuestWithDemo: Story = {};
export const GuestWithoutDemo: Story = { args: { canPlayDemo: false, game: { ...GAME, demo: false } } };
/** A player: bets in their currency, the game already a favourite. */
export const PlayerFavourite: Story = {
  args: { isLoggedIn: true, canPlayReal: true, currency: "EUR", favourite: { pressed: true, onToggle: () => undefined } },
};
export const PlayerLoadingFavourites: Story = {
  args: { isLoggedIn: true, canPlayReal: true, currency: "EUR", favourite: { pressed: false, onToggle: () => undefined, disabled: true } },
};
export const SparseStats: Story = {
  args: { game: { ...GAME, volatility: null, maxMultiplier: 0, description: "", name: "A game with a very long name that wraps on small screens" } },
};
export const Loading: Story = { render: () => <GameDetailsSkeleton slug="blazing-quest" /> };
export const NotFound: Story = { render: () => <GameNotFound /> };
export const LoadFailed: Story = { render: () => <LoadError onRetry={() => undefined} /> };
/** allowGameViewNotLoggedUser off: a guest is asked to log in. */
export const GuestMayNotView: Story = { render: () => <GameLoginPrompt /> };
