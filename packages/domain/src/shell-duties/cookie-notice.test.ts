import { describe, expect, it } from "vitest";
import { shouldShowCookieNotice, type CookieNoticeInput } from "./cookie-notice.ts";
import { isGamePagePath } from "./game-page.ts";

const first: CookieNoticeInput = { enabled: true, accepted: false, isBot: false, onGamePage: false };

describe("shouldShowCookieNotice", () => {
  it.each<[string, Partial<CookieNoticeInput>, boolean]>([
    ["a first visit", {}, true],
    ["after accepting", { accepted: true }, false],
    ["to a bot", { isBot: true }, false],
    ["on a game page", { onGamePage: true }, false],
    ["when the brand turned cookiesPopup off", { enabled: false }, false],
  ])("%s -> %s", (_, change, expected) => {
    expect(shouldShowCookieNotice({ ...first, ...change })).toBe(expected);
  });
});

describe("isGamePagePath", () => {
  it.each([
    ["/play/book-of-gold", "/play/$game", true],
    ["/PLAY/book-of-gold", "/play/$game", true],
    ["/play/", "/play/$game", false],
    ["/play", "/play/$game", false],
    ["/playground", "/play/$game", false],
    ["/casino/games/book-of-gold", "/play/$game", false],
    ["/spielen/book-of-gold", "/spielen/$game", true],
    ["/play/book-of-gold", "/spielen/$game", false],
    ["/launch", "/launch", true],
  ])("%s with pattern %s -> %s", (path, pattern, expected) => {
    expect(isGamePagePath(path, pattern)).toBe(expected);
  });
});
