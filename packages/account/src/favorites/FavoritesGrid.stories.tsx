import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { game } from "../statistics/test-fixtures.ts";
import { FavoritesGrid, FavoritesGridSkeleton } from "./FavoritesGrid.tsx";

// The sandbox's thumbnails are not reachable in Storybook: a data URI keeps the tiles' 4:3 box visible.
const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

const GAMES = [
  { ...game("book-of-sandbox", "Book of Sandbox"), thumbnailUrl: thumb(30) },
  { ...game("fruit-fiesta", "Fruit Fiesta", "Pixel Reels"), thumbnailUrl: thumb(120) },
  { ...game("lightning-roulette-live", "Lightning Roulette Live with a Very Long Name", "Live Studio"), thumbnailUrl: thumb(220) },
];

const meta = {
  title: "Account/Favorites/FavoritesGrid",
  component: FavoritesGrid,
  args: { games: GAMES, onRemove: () => undefined },
  decorators: [withShellFrame()],
} satisfies Meta<typeof FavoritesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { games: [] } };
export const Loading: Story = { render: () => <FavoritesGridSkeleton /> };
