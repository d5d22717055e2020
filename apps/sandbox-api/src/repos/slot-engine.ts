import { createHmac } from "node:crypto";

// The demo slot's outcomes: a deterministic draw seeded by (session, round), so a round can be replayed and
// tests know what they get. The paytable's probabilities are scaled so the expected return equals the game's
// RTP, with multipliers capped at the game's maxMultiplier. Symbols are plain text glyphs, not emoji, so they
// render without an emoji font.

const PAYTABLE: ReadonlyArray<{ multiplier: number; weight: number; symbol: string }> = [
  { multiplier: 0.5, weight: 0.15, symbol: "♣" },
  { multiplier: 1, weight: 0.1, symbol: "♦" },
  { multiplier: 2, weight: 0.08, symbol: "♥" },
  { multiplier: 5, weight: 0.03, symbol: "♠" },
  { multiplier: 10, weight: 0.01, symbol: "★" },
  { multiplier: 25, weight: 0.003, symbol: "7" },
  { multiplier: 100, weight: 0.0005, symbol: "◆" },
];
export const SLOT_SYMBOLS = PAYTABLE.map((line) => line.symbol);

/** Uniform numbers in [0, 1) from HMAC-SHA256 of the seed: 6 bytes each, up to 5 per seed. */
function draws(seed: string): number[] {
  const digest = createHmac("sha256", "sandbox-slot").update(seed).digest();
  return [0, 6, 12, 18, 24].map((offset) => digest.readUIntBE(offset, 6) / 2 ** 48);
}

export interface SpinOutcome {
  multiplier: number;
  reels: [string, string, string];
}

/** The outcome of round `round` (0, 1, ...) of a session for a game with this RTP (percent) and cap. */
export function spinOutcome(sessionId: string, round: number, rtp: number, maxMultiplier: number): SpinOutcome {
  const lines = PAYTABLE.map((line) => ({ ...line, multiplier: Math.min(line.multiplier, maxMultiplier) }));
  const expected = lines.reduce((sum, line) => sum + line.multiplier * line.weight, 0);
  const scale = Math.min(rtp / 100 / expected, 1 / lines.reduce((sum, line) => sum + line.weight, 0));
  const [pick = 0, a = 0, b = 0, c = 0] = draws(`${sessionId}:${round}`);
  let threshold = 0;
  for (const line of lines) {
    threshold += line.weight * scale;
    if (pick < threshold) return { multiplier: line.multiplier, reels: [line.symbol, line.symbol, line.symbol] };
  }
  // A loss: three symbols that are not all the same.
  const symbol = (x: number) => SLOT_SYMBOLS[Math.floor(x * SLOT_SYMBOLS.length)]!;
  const reels: [string, string, string] = [symbol(a), symbol(b), symbol(c)];
  if (reels[0] === reels[1] && reels[1] === reels[2]) reels[2] = SLOT_SYMBOLS[(SLOT_SYMBOLS.indexOf(reels[2]) + 1) % SLOT_SYMBOLS.length]!;
  return { multiplier: 0, reels };
}

/** Bet choices between the game's min and max: 1-2-5 steps, plus both ends. */
export function betSteps(min: number, max: number): number[] {
  const steps = new Set<number>([min, max]);
  for (let exponent = -2; exponent <= 6; exponent++) {
    for (const base of [1, 2, 5]) {
      const value = Number((base * 10 ** exponent).toFixed(2));
      if (value > min && value < max) steps.add(value);
    }
  }
  return [...steps].sort((x, y) => x - y);
}
