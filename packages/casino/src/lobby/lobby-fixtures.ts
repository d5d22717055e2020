import type { Category, GameSummary, Provider } from "@casino/api-client";
import { gameFixture } from "@casino/api-client/test-support";

// Stories cannot reach the sandbox's thumbnails: a data URI keeps the tiles' 4:3 box visible.
const thumb = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 60% 45%)"/></svg>`)}`;

export function game(slug: string, name: string, provider = "Sandbox Studio", hue = 200): GameSummary {
  return gameFixture({ id: slug.length + hue, slug, name, provider, thumbnailUrl: thumb(hue), releaseDate: "2025-01-15" });
}

export function games(prefix: string, count: number, provider?: string): GameSummary[] {
  return Array.from({ length: count }, (_, i) => game(`${prefix}-${i + 1}`, `${prefix[0]?.toUpperCase()}${prefix.slice(1)} Game ${i + 1}`, provider, (i * 37) % 360));
}

export function category(slug: string, name: string, count: number, id = slug.length): Category {
  return { id, slug, name, gameCount: count * 10, games: games(slug, count) };
}

/** The sandbox's six categories, with "jackpots" empty (the lobby leaves it out). */
export const CATEGORIES: Category[] = [
  category("popular", "Popular", 12, 1),
  category("new", "New", 12, 2),
  category("slots", "Slots", 12, 3),
  category("live-casino", "Live casino", 8, 4),
  category("jackpots", "Jackpots", 0, 5),
  category("table-games", "Table games", 6, 6),
];

export const PROVIDERS: Provider[] = [
  { id: 1, slug: "pragmatic-play", name: "Pragmatic Play", gameCount: 180 },
  { id: 2, slug: "playson", name: "Playson", gameCount: 1 },
  { id: 3, slug: "netent", name: "NetEnt", gameCount: 95 },
  { id: 4, slug: "elan-games", name: "Élan Games", gameCount: 12 },
];
