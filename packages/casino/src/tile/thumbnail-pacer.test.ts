import { describe, expect, it } from "vitest";
import { createThumbnailPacer } from "./thumbnail-pacer.ts";

/** A pacer on hand-run frames, over `count` images attached to the document. */
function setUp(count: number, perFrame = 2) {
  const frames: Array<() => void> = [];
  const pacer = createThumbnailPacer((callback) => frames.push(callback), perFrame);
  const images = Array.from({ length: count }, () => document.body.appendChild(document.createElement("img")));
  const runFrame = () => frames.splice(0).forEach((callback) => callback());
  const loaded = () => images.map((image) => image.getAttribute("src") ?? "-");
  return { pacer, images, frames, runFrame, loaded };
}

describe("thumbnail pacer", () => {
  it.each([
    // per frame, images queued, frames run, what each image holds then
    [2, 5, 0, ["-", "-", "-", "-", "-"]],
    [2, 5, 1, ["0.png", "1.png", "-", "-", "-"]],
    [2, 5, 2, ["0.png", "1.png", "2.png", "3.png", "-"]],
    [2, 5, 3, ["0.png", "1.png", "2.png", "3.png", "4.png"]],
    [1, 3, 2, ["0.png", "1.png", "-"]],
    [3, 3, 1, ["0.png", "1.png", "2.png"]],
  ])("releases %i per frame, in the order asked: %i queued, after %i frames", (perFrame, count, frames, expected) => {
    const { pacer, images, runFrame, loaded } = setUp(count, perFrame);
    images.forEach((image, index) => pacer.request(image, `${index}.png`));
    for (let frame = 0; frame < frames; frame++) runFrame();
    expect(loaded()).toEqual(expected);
    expect(pacer.pending()).toBe(expected.filter((src) => src === "-").length);
  });

  it("asks for one frame at a time, and none once the queue is empty", () => {
    const { pacer, images, frames, runFrame } = setUp(3);
    images.forEach((image, index) => pacer.request(image, `${index}.png`));
    expect(frames).toHaveLength(1);
    runFrame();
    expect(frames).toHaveLength(1);
    runFrame();
    expect(frames).toHaveLength(0);
  });

  it("never asks for a thumbnail whose tile has gone, and lets its turn go to the next", () => {
    const { pacer, images, runFrame, loaded } = setUp(4);
    const cancels = images.map((image, index) => pacer.request(image, `${index}.png`));
    cancels[0]?.();
    images[1]?.remove();
    runFrame();
    expect(loaded()).toEqual(["-", "-", "2.png", "3.png"]);
    expect(pacer.pending()).toBe(0);
  });

  it("keeps the last source asked for an image", () => {
    const { pacer, images, runFrame, loaded } = setUp(1);
    const [image] = images as [HTMLImageElement];
    pacer.request(image, "old.png");
    pacer.request(image, "new.png");
    runFrame();
    expect(loaded()).toEqual(["new.png"]);
  });
});
