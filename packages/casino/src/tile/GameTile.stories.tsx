import type { Meta, StoryObj } from "@storybook/react-vite";
import { withShellFrame } from "@casino/shell/story-support";
import { GameTile } from "./GameTile.tsx";
import { GameTileSkeleton } from "./GameTileSkeleton.tsx";

// The sandbox's thumbnails are not reachable in Storybook: a data URI keeps the 4:3 box visible.
const thumb = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(30 60% 45%)"/></svg>')}`;

const meta = {
  title: "Casino/Tile/GameTile",
  component: GameTile,
  args: { game: { slug: "book-of-sandbox", name: "Book of Sandbox", provider: "Aurora Forge", thumbnailUrl: thumb } },
  decorators: [withShellFrame(), (Story) => <div style={{ inlineSize: "12rem" }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Priority: Story = { args: { priority: true } };
export const LongName: Story = {
  args: { game: { slug: "long", name: "The Extraordinarily Long Name of a Megaways Slot", provider: "A Studio With a Long Name", thumbnailUrl: thumb } },
};
export const BrokenImage: Story = { args: { game: { slug: "broken", name: "Missing Thumbnail", provider: "Aurora Forge", thumbnailUrl: "/missing.svg" } } };
export const Loading: Story = { render: () => <GameTileSkeleton /> };
