import { describe, expect, it } from "vitest";
import { canShare } from "./can-share.ts";

describe("canShare", () => {
  const data = { url: "https://casino.example/?ref=AB12" };
  const share = () => Promise.resolve();
  it.each([
    ["no navigator", undefined, false],
    ["no share", {}, false],
    ["share, no canShare", { share }, true],
    ["share, canShare accepts", { share, canShare: () => true }, true],
    ["share, canShare refuses", { share, canShare: () => false }, false],
    ["share that is not a function", { share: true }, false],
  ])("%s -> %s", (_, nav, expected) => {
    expect(canShare(nav, data)).toBe(expected);
  });
});
