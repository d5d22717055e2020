import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, checkDocumentFile, extensionOf, formatOfContent } from "./document-upload.ts";

const bytes = {
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: new TextEncoder().encode("%PDF-1.7"),
  gif: new TextEncoder().encode("GIF89a.."),
  text: new TextEncoder().encode("hello"),
};

describe("extensionOf / formatOfContent", () => {
  it.each([
    ["passport.JPG", "jpg"],
    ["scan.jpeg", "jpeg"],
    ["a.b.png", "png"],
    ["bill.pdf", "pdf"],
    ["bill.pdf.exe", undefined],
    ["noextension", undefined],
    ["photo.gif", undefined],
  ])("%s -> %s", (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });

  it.each([
    ["jpeg", "jpeg"],
    ["png", "png"],
    ["pdf", "pdf"],
    ["gif", undefined],
    ["text", undefined],
  ] as const)("%s bytes -> %s", (key, format) => {
    expect(formatOfContent(bytes[key])).toBe(format);
  });
});

describe("checkDocumentFile", () => {
  it.each([
    ["a jpg", "id.jpg", 1000, bytes.jpeg, null],
    ["a jpeg", "id.jpeg", 1000, bytes.jpeg, null],
    ["a png", "id.png", 1000, bytes.png, null],
    ["a pdf", "bill.pdf", 1000, bytes.pdf, null],
    ["name and size only", "bill.pdf", 1000, undefined, null],
    ["exactly 25MB", "bill.pdf", DOCUMENT_MAX_BYTES, bytes.pdf, null],
    ["one byte over 25MB", "bill.pdf", DOCUMENT_MAX_BYTES + 1, bytes.pdf, "FILE_TOO_LARGE"],
    ["a gif", "id.gif", 1000, bytes.gif, "FILE_TYPE"],
    ["a png named .jpg", "id.jpg", 1000, bytes.png, "FILE_TYPE"],
    ["text named .pdf", "bill.pdf", 1000, bytes.text, "FILE_TYPE"],
    ["a big file of the wrong type", "movie.mp4", DOCUMENT_MAX_BYTES * 2, bytes.text, "FILE_TYPE"],
  ])("%s -> %s", (_, name, size, head, expected) => {
    const problem = checkDocumentFile({ name, size, ...(head ? { head } : {}) });
    expect(problem?.code ?? null).toBe(expected);
  });

  it.each([
    ["FILE_TYPE", "id.gif", 1, "Only jpg, pdf, png accepted"],
    ["FILE_TOO_LARGE", "id.png", DOCUMENT_MAX_BYTES + 1, "File size must be less than 25MB"],
  ])("%s carries the spec's message", (_, name, size, message) => {
    expect(checkDocumentFile({ name, size })?.message).toBe(message);
  });
});
