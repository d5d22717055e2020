import { describe, expect, it } from "vitest";
import { isTrustedGameOrigin, sessionClock, sessionNet } from "./play-session.ts";

const START = Date.parse("2026-11-22T10:00:00.000Z");
const after = (minutes: number, seconds = 0) => START + minutes * 60_000 + seconds * 1000;

describe("sessionClock", () => {
  it.each([
    ["just started", START, "00:00"],
    ["59 seconds", after(0, 59), "00:00"],
    ["1 minute", after(1), "00:01"],
    ["59:59", after(59, 59), "00:59"],
    ["1 hour", after(60), "01:00"],
    ["23:59", after(23 * 60 + 59), "23:59"],
    ["23:59:59", after(23 * 60 + 59, 59), "23:59"],
    ["24:00", after(24 * 60), "24:00"],
    ["25:03", after(25 * 60 + 3), "25:03"],
    ["100 hours", after(100 * 60 + 7), "100:07"],
    ["start in the future", after(-5), "00:00"],
  ])("%s -> %s", (_, now, expected) => expect(sessionClock(START, now)).toBe(expected));

  it.each([
    ["dates as well as epoch milliseconds", new Date(START), new Date(after(90)), "01:30"],
    ["an unreadable start", Number.NaN, after(5), "00:00"],
    ["an invalid date", new Date("nope"), after(5), "00:00"],
  ])("takes %s", (_, startedAt, now, expected) => expect(sessionClock(startedAt, now)).toBe(expected));
});

describe("sessionNet: balance change minus deposits made while playing", () => {
  it.each([
    ["no play", 100, 100, 0, 0],
    ["won", 100, 125.5, 0, 25.5],
    ["lost", 100, 40, 0, -60],
    ["deposited 50, lost 10", 100, 140, 50, -10],
    ["two deposits, won 5", 100, 185, [30, 50], 5],
    ["no deposits list", 100, 90, [], -10],
    ["float noise", 0.3, 0.1, 0, -0.2],
    ["float noise with deposits", 10.1, 30.3, 20.2, 0],
  ] as const)("%s", (_, start, current, deposits, expected) => expect(sessionNet(start, current, deposits)).toBe(expected));

  it("deposits default to none", () => expect(sessionNet(10, 12)).toBe(2));
});

describe("isTrustedGameOrigin: only the launch URL's exact origin", () => {
  const GAME = "https://games.example.com/sandbox/games/book-of-ra/play?session=abc";
  it.each([
    ["same origin", "https://games.example.com", GAME, true],
    ["trailing slash (never sent by browsers)", "https://games.example.com/", GAME, false],
    ["other scheme", "http://games.example.com", GAME, false],
    ["subdomain", "https://evil.games.example.com", GAME, false],
    ["look-alike suffix", "https://games.example.com.evil.io", GAME, false],
    ["port given, none in URL", "https://games.example.com:8443", GAME, false],
    ["default port is no port", "https://games.example.com", "https://games.example.com:443/play", true],
    ["same port", "http://localhost:4000", "http://localhost:4000/sandbox/games/x/play", true],
    ["other port", "http://localhost:4001", "http://localhost:4000/sandbox/games/x/play", false],
    ["port-less origin, URL with port", "http://localhost", "http://localhost:4000/play", false],
    ["host case folded by URL", "https://games.example.com", "https://GAMES.example.com/play", true],
    ["null origin string", "null", GAME, false],
    ["null origin", null, GAME, false],
    ["empty origin", "", GAME, false],
    ["no game URL", "https://games.example.com", null, false],
    ["relative game URL", "https://games.example.com", "/sandbox/games/x/play", false],
    ["opaque game URL", "null", "data:text/html,hi", false],
  ] as const)("%s", (_, origin, gameUrl, expected) => expect(isTrustedGameOrigin(origin, gameUrl)).toBe(expected));
});
