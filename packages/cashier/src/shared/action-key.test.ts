import { beforeEach, describe, expect, it } from "vitest";
import { ActionKeys, stableJson, type ActionAbout } from "./action-key.ts";
import { pendingKeysStorageKey } from "./pending-keys.ts";

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe("ActionKeys", () => {
  it.each([
    ["the same values keep the key", { amount: 25 }, { amount: 25 }, true],
    ["the same values in another key order keep the key", { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }, true],
    ["a changed amount makes a new key", { amount: 25 }, { amount: 26 }, false],
    ["a changed field makes a new key", { fields: { upiId: "a@b" } }, { fields: { upiId: "a@c" } }, false],
  ])("%s", (_name, first, second, same) => {
    const keys = new ActionKeys(counter());
    expect(keys.keyFor(first) === keys.keyFor(second)).toBe(same);
  });

  it("makes a new key for the same values once the action settled", () => {
    const keys = new ActionKeys(counter());
    expect(keys.keyFor({ amount: 25 })).toBe("key-1");
    keys.settle();
    expect(keys.keyFor({ amount: 25 })).toBe("key-2");
  });

  it("returning to earlier values after a change is a new action", () => {
    const keys = new ActionKeys(counter());
    keys.keyFor({ amount: 25 });
    keys.keyFor({ amount: 30 });
    expect(keys.keyFor({ amount: 25 })).toBe("key-3");
  });

  it("serialises with sorted keys", () => {
    expect(stableJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });
});

describe("ActionKeys kept across a reload (sessionStorage)", () => {
  beforeEach(() => sessionStorage.clear());
  const about: ActionAbout = { player: 7, methodId: 3, amount: 25, currency: "EUR" };
  const card = { methodId: 3, amount: 25, currency: "EUR", fields: { cardNumber: "4111111111111111", cvc: "123" } };
  /** A new page of the same tab: a new ActionKeys over the same sessionStorage. */
  const reload = (next = counter()) => new ActionKeys(next, "deposit");

  it("gives a fresh page the key of the same action whose answer was lost", () => {
    const lostKey = reload(counter()).keyFor(card, about);
    expect(reload(() => "other").keyFor(card, about)).toBe(lostKey);
  });

  it.each<[string, ActionAbout]>([
    ["another player", { ...about, player: 8 }],
    ["another method", { ...about, methodId: 4 }],
    ["another amount", { ...about, amount: 26 }],
    ["another currency", { ...about, currency: "USD" }],
    ["a bonus", { ...about, bonusId: 5 }],
  ])("does not give it to %s", (_name, other) => {
    reload(() => "lost").keyFor(card, about);
    expect(reload(() => "new").keyFor(card, other)).toBe("new");
  });

  it("forgets it on a definite answer: the same values after that are a new payment", () => {
    const page = reload(() => "first");
    page.keyFor(card, about);
    page.settle();
    expect(sessionStorage.getItem(pendingKeysStorageKey("deposit"))).toBeNull();
    expect(reload(() => "second").keyFor(card, about)).toBe("second");
  });

  it("keeps several lost actions apart, and takes one back after another action in the same page", () => {
    const page = reload(counter());
    expect(page.keyFor(card, about)).toBe("key-1");
    expect(page.keyFor({ ...card, amount: 30 }, { ...about, amount: 30 })).toBe("key-2");
    expect(page.keyFor(card, about)).toBe("key-1");
    expect(reload(() => "x").keyFor({ ...card, amount: 30 }, { ...about, amount: 30 })).toBe("key-2");
  });

  it("keeps what the action was for, never the card or account fields", () => {
    reload(counter()).keyFor(card, about);
    const stored = sessionStorage.getItem(pendingKeysStorageKey("deposit")) ?? "";
    expect(JSON.parse(stored)).toEqual([{ about: stableJson(about), key: "key-1" }]);
    expect(stored).not.toContain("4111");
  });

  it("stores nothing without a kind or without what the action is for", () => {
    new ActionKeys(counter()).keyFor(card, about);
    reload(counter()).keyFor(card);
    expect(sessionStorage.length).toBe(0);
  });

  it("survives unreadable storage", () => {
    sessionStorage.setItem(pendingKeysStorageKey("deposit"), "{not json");
    expect(reload(() => "fresh").keyFor(card, about)).toBe("fresh");
  });
});
