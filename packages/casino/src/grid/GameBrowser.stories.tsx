import type { Meta, StoryObj } from "@storybook/react-vite";
import type { QueryClient } from "@tanstack/react-query";
import { DataLoadingError, gamesInfiniteQueryOptions, type GameSummary, type GamesPage } from "@casino/api-client";
import { gameFixture } from "@casino/api-client/test-support";
import { withShellFrame } from "@casino/shell/story-support";
import { GameBrowser } from "./GameBrowser.tsx";

// The filter GameBrowser asks for on a fresh category page (defaults as the domain fills them).
const FILTER = { category: "slots", sort: "popular", order: "asc", limit: 100 } as const;
const KEY = gamesInfiniteQueryOptions(FILTER).queryKey;

// The sandbox's thumbnails are not reachable in Storybook: data URIs keep the tiles' 4:3 box visible.
const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

const game = (index: number): GameSummary =>
  gameFixture({
    id: index,
    slug: `game-${index}`,
    name: index % 7 === 0 ? `Mega Fortune of the Very Long Name ${index}` : `Game ${index}`,
    provider: index % 2 ? "Aurora Forge" : "Okami Reels",
    thumbnailUrl: thumb((index * 37) % 360),
    rtp: 96,
    popularity: index,
  });

const seedGames = (count: number) => (queryClient: QueryClient) => {
  const rows = Array.from({ length: Math.min(count, 100) }, (_, index) => game(index + 1));
  queryClient.setQueryData(KEY, { pages: [{ rows, count, nextCursor: count > 100 ? "next" : null }], pageParams: [null] });
};

const meta = {
  title: "Casino/Grid/GameBrowser",
  component: GameBrowser,
  args: { category: "slots", heading: "Slots" },
} satisfies Meta<typeof GameBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5,000 games: 100 loaded, the rest sized by the count (skeleton rows further down; no sandbox to page from). */
export const Filled: Story = { decorators: [withShellFrame({ seed: seedGames(5000) })] };

export const Loading: Story = {
  decorators: [withShellFrame({ seed: (qc) => void qc.prefetchInfiniteQuery({ ...gamesInfiniteQueryOptions(FILTER), queryFn: () => new Promise<GamesPage>(() => undefined) }) })],
};

export const Empty: Story = { decorators: [withShellFrame({ seed: seedGames(0) })] };

export const Error: Story = {
  decorators: [
    withShellFrame({
      seed: (qc) =>
        void qc.prefetchInfiniteQuery({ ...gamesInfiniteQueryOptions(FILTER), queryFn: () => Promise.reject(new DataLoadingError("/api/admin/get-games", [])) }),
    }),
  ],
};

/** A provider's page: the provider is fixed, so no provider filter. */
export const FixedProvider: Story = {
  args: { provider: "aurora-forge", heading: "Aurora Forge" },
  decorators: [withShellFrame({ seed: seedGames(0) })],
};
