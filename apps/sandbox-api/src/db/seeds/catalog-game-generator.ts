import { normaliseText } from "../../repos/catalog-normalise.ts";
import {
  liveGameKinds,
  liveTableNames,
  places,
  providerSpecs,
  slotAdjectives,
  slotNouns,
  slotPatterns,
  tableGameKinds,
  type GameType,
} from "./catalog-game-names.ts";
import { createRandom, type Random } from "./catalog-random.ts";

export const GAME_COUNT = 5000;
const CATALOG_SEED = 20_260_101;
const DAY_MS = 86_400_000;

export interface GeneratedProvider {
  id: number;
  slug: string;
  name: string;
}

export interface GeneratedGame {
  id: number;
  slug: string;
  name: string;
  /** Folded name (sort key) and folded "name provider" (search), see repos/catalog-normalise.ts. */
  nameNorm: string;
  searchText: string;
  providerId: number;
  type: GameType;
  /** Live games that are card or roulette tables also count as table games. */
  isTable: boolean;
  isJackpot: boolean;
  rtp: number;
  minBet: number;
  maxBet: number;
  maxMultiplier: number;
  hasBonusBuy: boolean;
  isBonus: boolean;
  hasDemo: boolean;
  volatility: "low" | "medium" | "high" | null;
  releaseDate: string;
  popularityRank: number;
  description: string;
}

export const slugify = (text: string) => normaliseText(text).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Splits `gameCount` over the providers by weight; the rounding remainder goes to the first ones. */
function gamesPerProvider(gameCount: number): number[] {
  const total = providerSpecs.reduce((sum, p) => sum + p.weight, 0);
  const counts = providerSpecs.map((p) => Math.floor((gameCount * p.weight) / total));
  let left = gameCount - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]!++;
  return counts;
}

function uniqueName(taken: Set<string>, candidate: () => string): string {
  for (let attempt = 0; attempt < 40; attempt++) {
    const name = candidate();
    if (!taken.has(slugify(name))) return name;
  }
  const base = candidate();
  for (let n = 2; ; n++) if (!taken.has(slugify(`${base} ${n}`))) return `${base} ${n}`;
}

type Stats = Omit<GeneratedGame, "id" | "slug" | "name" | "nameNorm" | "searchText" | "providerId" | "type" | "releaseDate" | "popularityRank" | "description">;

function slotStats(random: Random): Stats {
  const isJackpot = random.chance(0.07);
  const minBet = random.pick([0.1, 0.1, 0.2, 0.2, 0.25, 0.5, 1]);
  return {
    isTable: false,
    isJackpot,
    rtp: isJackpot ? random.float(88, 94, 2) : random.chance(0.1) ? random.float(90, 94, 2) : random.float(94, 97.2, 2),
    minBet,
    maxBet: Math.max(minBet * 10, random.pick([10, 20, 25, 50, 100, 100, 200, 500])),
    maxMultiplier: isJackpot ? random.int(100, 500) * 1000 : random.pick([500, 1000, 2500, 5000, 5000, 10000, 15000, 20000, 50000]),
    hasBonusBuy: random.chance(0.35),
    isBonus: random.chance(0.85),
    hasDemo: random.chance(0.96),
    volatility: random.pick(["low", "medium", "medium", "high", "high"] as const),
  };
}

function liveStats(random: Random, kind: (typeof liveGameKinds)[number]): Stats {
  const minBet = random.pick([0.1, 0.2, 0.5, 1, 5, 10]);
  return {
    isTable: kind.table,
    isJackpot: false,
    rtp: kind.table ? random.float(96.5, 99.2, 2) : random.float(95.4, 96.9, 2),
    minBet,
    maxBet: random.pick([500, 1000, 2500, 5000, 10000]),
    maxMultiplier: kind.maxMultiplier,
    hasBonusBuy: false,
    isBonus: random.chance(0.1),
    hasDemo: false,
    volatility: null,
  };
}

function tableStats(random: Random, kind: (typeof tableGameKinds)[number]): Stats {
  const minBet = random.pick([0.1, 0.2, 0.5, 1]);
  return {
    isTable: true,
    isJackpot: kind.kind === "Keno" && random.chance(0.3),
    rtp: random.float(kind.rtp[0], kind.rtp[1] + 0.001, 2),
    minBet,
    maxBet: random.pick([100, 200, 500, 1000]),
    maxMultiplier: kind.maxMultiplier,
    hasBonusBuy: false,
    isBonus: random.chance(0.3),
    hasDemo: true,
    volatility: null,
  };
}

function describe(name: string, provider: string, type: GameType, stats: Stats, random: Random): string {
  if (type === "live") return `${name} is dealt live from the ${provider} studio, with real croupiers around the clock.`;
  if (type === "table") return `${name} by ${provider}: the classic table game with smooth animations and a clear bet panel.`;
  const feature = random.pick(["free spins with sticky wilds", "cascading wins", "expanding symbols", "a pick-and-win bonus", "random multipliers up to 100x"]);
  const reels = random.pick([5, 5, 5, 6, 3]);
  return `${name} is a ${stats.volatility}-volatility ${reels}-reel video slot by ${provider} with ${feature}.`;
}

export interface GeneratedCatalog {
  providers: GeneratedProvider[];
  games: GeneratedGame[];
}

// Tests seed a fresh database per case: generating once per day saves most of the seed's time.
let memo: { key: string; catalog: GeneratedCatalog } | undefined;

/**
 * The whole catalogue, the same on every run for the same UTC day (release dates count back from it).
 * `gameCount` (SANDBOX_GAME_COUNT) shrinks it, e.g. to 200 for the lobby bench's script-time ratio.
 */
export function generateCatalog(now: Date, gameCount = GAME_COUNT): GeneratedCatalog {
  const key = `${now.toISOString().slice(0, 10)}/${gameCount}`;
  if (memo?.key !== key) memo = { key, catalog: buildCatalog(now, gameCount) };
  return memo.catalog;
}

function buildCatalog(now: Date, gameCount: number): GeneratedCatalog {
  const random = createRandom(CATALOG_SEED);
  const providers = providerSpecs.map((spec, i) => ({ id: i + 1, slug: slugify(spec.name), name: spec.name }));
  const taken = new Set<string>();
  const scored: Array<GeneratedGame & { score: number }> = [];
  const counts = gamesPerProvider(gameCount);

  providerSpecs.forEach((spec, p) => {
    for (let i = 0; i < counts[p]!; i++) {
      const type: GameType = spec.makes.includes("live") ? "live" : spec.makes.includes("table") && random.chance(0.12) ? "table" : "slot";
      let name: string;
      let stats: Stats;
      if (type === "live") {
        const kind = random.pick(liveGameKinds);
        name = uniqueName(taken, () => `${random.pick(liveTableNames)} ${kind.kind}`);
        stats = liveStats(random, kind);
      } else if (type === "table") {
        const kind = random.pick(tableGameKinds);
        name = uniqueName(taken, () => `${random.pick(slotAdjectives)} ${kind.kind}`);
        stats = tableStats(random, kind);
      } else {
        name = uniqueName(taken, () => random.pick(slotPatterns)(random.pick(slotAdjectives), random.pick(slotNouns), random.pick(places)));
        stats = slotStats(random);
      }
      const slug = slugify(name);
      taken.add(slug);
      const ageDays = Math.floor(random.next() ** 1.5 * 12 * 365);
      const score = Math.sqrt(spec.weight) * (0.3 + random.next()) * (1 + Math.exp(-ageDays / 365)) * (type === "live" ? 1.3 : 1);
      scored.push({
        id: scored.length + 1,
        slug,
        name,
        nameNorm: normaliseText(name),
        searchText: normaliseText(`${name} ${spec.name}`),
        providerId: p + 1,
        type,
        ...stats,
        releaseDate: new Date(now.getTime() - ageDays * DAY_MS).toISOString().slice(0, 10),
        popularityRank: 0,
        description: describe(name, spec.name, type, stats, random),
        score,
      });
    }
  });

  [...scored].sort((a, b) => b.score - a.score || a.id - b.id).forEach((game, i) => (game.popularityRank = i + 1));
  return { providers, games: scored.map(({ score: _score, ...game }) => game) };
}
