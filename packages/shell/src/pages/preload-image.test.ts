import { afterEach, describe, expect, it } from "vitest";
import { preloadImage } from "./preload-image.ts";

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute("href"), link.fetchPriority]);

afterEach(() => {
  document.head.innerHTML = "";
});

describe("preloadImage", () => {
  it("asks for a picture once, with the priority of the page's main image", () => {
    preloadImage("https://cdn.example/thumbs/book.png");
    preloadImage("https://cdn.example/thumbs/book.png");
    preloadImage("/sandbox/thumbnails/fruit.png");
    expect(preloads()).toEqual([
      ["https://cdn.example/thumbs/book.png", "high"],
      ["/sandbox/thumbnails/fruit.png", "high"],
    ]);
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/x.png", "", "thumbs/relative.png"])("asks for nothing for %j", (url) => {
    preloadImage(url);
    expect(preloads()).toEqual([]);
  });
});
