import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { summary } from "../game/test-fixtures.ts";
import { GameRow } from "./GameRow.tsx";
import { GameRowSkeleton } from "./GameRowSkeleton.tsx";
import { MyGamesView } from "./MyGamesView.tsx";

const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

const GAMES = ["Book of Sandbox", "Fruit Fiesta", "Star Burst", "Lucky Sevens", "Gold Rush", "Neon Nights", "Deep Blue"].map((name, index) => ({
  ...summary(name.toLowerCase().replaceAll(" ", "-"), name, index % 2 ? "Pixel Reels" : "Sandbox Studio"),
  thumbnailUrl: thumb(index * 50),
}));

const meta = {
  title: "Casino/Collection/MyGames",
  component: MyGamesView,
  args: { favourites: GAMES.slice(0, 3), recent: GAMES },
  decorators: [withShellFrame()],
} satisfies Meta<typeof MyGamesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FavouritesAndRecent: Story = {};
export const FavouritesOnly: Story = { args: { recent: [] } };
export const RecentOnly: Story = { args: { favourites: [] } };
/** Some tiles still loading (a guest's stored games being looked up). */
export const TilesLoading: Story = { args: { favourites: [GAMES[0]!, null, null], recent: [] } };
/** Nothing stored yet: the section shows nothing at all. */
export const Empty: Story = { args: { favourites: [], recent: [] } };
export const Loading: Story = { render: () => <GameRowSkeleton /> };
export const MoreFromProvider: Story = { render: () => <GameRow title="More from Sandbox Studio" games={GAMES} /> };
