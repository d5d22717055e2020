// Invented studio and game names: none is meant to be a real company or title.

export type GameType = "slot" | "live" | "table";

export interface ProviderSpec {
  name: string;
  /** Relative size of the studio's catalogue. */
  weight: number;
  /** What the studio makes. */
  makes: readonly GameType[];
}

const slots: readonly GameType[] = ["slot"];
const slotsAndTables: readonly GameType[] = ["slot", "table"];
const live: readonly GameType[] = ["live"];

export const providerSpecs: readonly ProviderSpec[] = [
  { name: "Aurora Forge", weight: 9, makes: slotsAndTables },
  { name: "Blue Anvil Studios", weight: 8, makes: slots },
  { name: "Nórdica Games", weight: 6, makes: slots },
  { name: "Señor Spin", weight: 5, makes: slots },
  { name: "Red Fern Interactive", weight: 7, makes: slotsAndTables },
  { name: "Pixel Foundry", weight: 4, makes: slots },
  { name: "Golden Lantern Gaming", weight: 6, makes: slots },
  { name: "Quantum Reel Works", weight: 5, makes: slots },
  { name: "Thunderhead Studios", weight: 4, makes: slots },
  { name: "Velvet Vault", weight: 3, makes: slotsAndTables },
  { name: "Ironclad Play", weight: 3, makes: slots },
  { name: "Moonshot Labs", weight: 2, makes: slots },
  { name: "Copperleaf Games", weight: 3, makes: slots },
  { name: "Starling Interactive", weight: 4, makes: slotsAndTables },
  { name: "Obsidian Owl", weight: 2, makes: slots },
  { name: "Lucky Kraken", weight: 3, makes: slots },
  { name: "Saffron Six", weight: 2, makes: slots },
  { name: "Polar Bear Play", weight: 2, makes: slots },
  { name: "Wildgrove Studios", weight: 3, makes: slots },
  { name: "Ember & Ash Gaming", weight: 2, makes: slots },
  { name: "Cobalt Crown", weight: 3, makes: slotsAndTables },
  { name: "Jade Dragon Studios", weight: 3, makes: slots },
  { name: "Tidal Arcade", weight: 2, makes: slots },
  { name: "Mirage Mechanics", weight: 2, makes: slots },
  { name: "Brass Monkey Games", weight: 2, makes: slots },
  { name: "Château Royale Gaming", weight: 2, makes: slotsAndTables },
  { name: "Kestrel Interactive", weight: 2, makes: slots },
  { name: "Neon Alley", weight: 2, makes: slots },
  { name: "Silver Comet", weight: 2, makes: slots },
  { name: "Atlas Live", weight: 4, makes: live },
  { name: "Studio Lumière Live", weight: 3, makes: live },
  { name: "Grand Salon Live", weight: 2, makes: live },
  { name: "Crimson Croupier", weight: 2, makes: live },
  { name: "Fjord Fortune", weight: 2, makes: slots },
  { name: "Highland Reels", weight: 2, makes: slots },
  { name: "Sundial Games", weight: 1, makes: slots },
  { name: "Orchid Gaming", weight: 2, makes: slotsAndTables },
  { name: "Rocket Rabbit", weight: 1, makes: slots },
  { name: "Velocity Vortex", weight: 1, makes: slots },
  { name: "Marble Arch Studios", weight: 2, makes: slotsAndTables },
  { name: "Zephyr Play", weight: 1, makes: slots },
  { name: "Koi Pond Interactive", weight: 2, makes: slots },
  { name: "Desert Fox Games", weight: 1, makes: slots },
  { name: "Ōkami Reels", weight: 1, makes: slots },
];

export const slotAdjectives = [
  "Golden", "Wild", "Lucky", "Mystic", "Royal", "Ancient", "Blazing", "Frozen", "Savage", "Sweet",
  "Crystal", "Diamond", "Emerald", "Ruby", "Sapphire", "Silver", "Thunder", "Cosmic", "Neon", "Hidden",
  "Lost", "Sacred", "Shadow", "Solar", "Lunar", "Electric", "Fiery", "Jolly", "Mighty", "Raging",
  "Rich", "Secret", "Spooky", "Starry", "Tiki", "Viking", "Wicked", "Epic", "Magic", "Hot",
  "Big", "Tiny", "Crazy", "Happy", "Grand", "Midnight", "Velvet", "Jade", "Pharaoh's", "Pirate's",
  "Dragon's", "Wolf's", "Jungle", "Arctic", "Desert", "Ocean", "Olympus", "Samurai", "Aztec", "Celtic",
  "Fruity", "Juicy", "Sizzling", "Crimson", "Twilight", "Turbo", "Mega", "Infinite", "Phantom", "Radiant",
  "Olé", "Fiesta", "Über", "Café", "Señorita's", "Crème", "Déjà", "Naïve", "Smörgås", "Mañana",
];

export const slotNouns = [
  "Fortune", "Treasures", "Riches", "Gems", "Fruits", "Sevens", "Bells", "Coins", "Gold", "Jewels",
  "Dragons", "Tigers", "Wolves", "Lions", "Pandas", "Buffalo", "Eagles", "Horses", "Cats", "Dogs",
  "Queen", "King", "Pharaoh", "Empress", "Warrior", "Wizard", "Witch", "Knight", "Pirates", "Vikings",
  "Temple", "Pyramid", "Castle", "Kingdom", "Empire", "Island", "Volcano", "Galaxy", "Planet", "Orbit",
  "Candy", "Sugar", "Cherries", "Lemons", "Melons", "Grapes", "Berries", "Cocktails", "Donuts", "Cupcakes",
  "Heist", "Rush", "Blast", "Spins", "Reels", "Bonanza", "Jackpot", "Vault", "Safari", "Quest",
  "Legends", "Myths", "Runes", "Spirits", "Ghosts", "Zombies", "Monsters", "Robots", "Aliens", "Ninjas",
  "Piñata", "Jalapeño", "Matador", "Mariachi", "Crêpes", "Fjörd", "Gnomes", "Leprechaun", "Clovers", "Mermaid",
  "Phoenix", "Kraken", "Unicorn", "Yeti", "Sphinx", "Scarab", "Totem", "Lotus", "Bamboo", "Koi",
];

export const slotPatterns: ReadonlyArray<(adj: string, noun: string, place: string) => string> = [
  (adj, noun) => `${adj} ${noun}`,
  (adj, noun) => `${adj} ${noun}`,
  (adj, noun) => `${adj} ${noun} Deluxe`,
  (adj, noun) => `${adj} ${noun} Multiways`,
  (adj, noun) => `${adj} ${noun} Hold and Win`,
  (_, noun, place) => `${noun} of ${place}`,
  (_, noun, place) => `Book of ${noun} ${place}`,
  (adj, noun) => `${adj} ${noun} 2`,
  (adj, noun) => `${adj} ${noun} Xmas Edition`,
  (adj, noun) => `${adj} ${noun} Power Reels`,
  (adj, noun) => `${adj} ${noun} Cash & Spins`,
];

export const places = [
  "Avalon", "Atlantis", "Asgard", "Babylon", "Cairo", "El Dorado", "Kyoto", "Macau", "Marrakech", "Memphis",
  "Olympus", "Rio", "Sparta", "Troy", "Valhalla", "Vegas", "Zanzibar", "Petra", "Shangri-La", "Málaga",
];

export const liveGameKinds = [
  { kind: "Roulette", table: true, maxMultiplier: 36 },
  { kind: "Lightning Roulette", table: true, maxMultiplier: 500 },
  { kind: "Blackjack", table: true, maxMultiplier: 2.5 },
  { kind: "Baccarat", table: true, maxMultiplier: 9 },
  { kind: "Speed Baccarat", table: true, maxMultiplier: 9 },
  { kind: "Dragon Tiger", table: true, maxMultiplier: 11 },
  { kind: "Sic Bo", table: true, maxMultiplier: 150 },
  { kind: "Andar Bahar", table: true, maxMultiplier: 120 },
  { kind: "Teen Patti", table: true, maxMultiplier: 40 },
  { kind: "Casino Hold'em", table: true, maxMultiplier: 100 },
  { kind: "Money Wheel", table: false, maxMultiplier: 40 },
  { kind: "Dice Duel", table: false, maxMultiplier: 88 },
  { kind: "Prize Drop Show", table: false, maxMultiplier: 10000 },
] as const;

export const liveTableNames = [
  "Salon Privé", "VIP", "Grand", "Riviera", "Emerald", "Diamond", "Platinum", "Speed", "Classic", "Prestige",
  "Royale", "Istanbul", "Mumbai", "Rio", "Lisboa", "Berlin", "Nordic", "Sakura", "Cairo", "Monte",
];

export const tableGameKinds = [
  { kind: "European Roulette", rtp: [97.3, 97.3], maxMultiplier: 36 },
  { kind: "French Roulette", rtp: [98.65, 98.65], maxMultiplier: 36 },
  { kind: "American Roulette", rtp: [94.74, 94.74], maxMultiplier: 36 },
  { kind: "Blackjack", rtp: [99.2, 99.2], maxMultiplier: 2.5 },
  { kind: "Multihand Blackjack", rtp: [99.0, 99.2], maxMultiplier: 2.5 },
  { kind: "Baccarat", rtp: [98.76, 98.94], maxMultiplier: 9 },
  { kind: "Jacks or Better", rtp: [98.5, 99.15], maxMultiplier: 800 },
  { kind: "Deuces Wild", rtp: [97.0, 98.9], maxMultiplier: 800 },
  { kind: "Red Dog", rtp: [97.2, 97.3], maxMultiplier: 12 },
  { kind: "Pai Gow Poker", rtp: [97.1, 97.5], maxMultiplier: 100 },
  { kind: "Craps", rtp: [98.6, 98.64], maxMultiplier: 31 },
  { kind: "Keno", rtp: [90.0, 95.0], maxMultiplier: 10000 },
] as const;
