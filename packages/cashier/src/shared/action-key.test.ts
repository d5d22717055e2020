import { describe, expect, it } from "vitest";
import { ActionKeys, stableJson } from "./action-key.ts";

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
