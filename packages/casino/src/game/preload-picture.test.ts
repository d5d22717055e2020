import { afterEach, describe, expect, it } from "vitest";
import { preloadPicture } from "./preload-picture.ts";

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute("href"), link.fetchPriority]);

afterEach(() => {
  document.head.innerHTML = "";
});

describe("preloadPicture", () => {
  it("asks for a picture once, with the priority of the page's main image", () => {
    preloadPicture("https://cdn.example/thumbs/book.png");
    preloadPicture("https://cdn.example/thumbs/book.png");
    preloadPicture("/sandbox/thumbnails/fruit.png");
    expect(preloads()).toEqual([
      ["https://cdn.example/thumbs/book.png", "high"],
      ["/sandbox/thumbnails/fruit.png", "high"],
    ]);
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "", "thumbs/relative.png"])("asks for nothing for %j", (url) => {
    preloadPicture(url);
    expect(preloads()).toEqual([]);
  });
});
