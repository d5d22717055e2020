// @vitest-environment jsdom
// happy-dom mis-iterates the tree DOMPurify rewrites (scripts survive there); jsdom behaves like a browser.
import { describe, expect, it } from "vitest";
import { sanitizeHtml, sanitizeHtmlBody } from "./sanitize-html.ts";

describe("sanitizeHtml", () => {
  it.each([
    ["a script tag", "<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ["an inline handler", '<p onclick="alert(1)">Hi</p>', "<p>Hi</p>"],
    ["an image error handler", '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a style attribute and element", '<style>p{}</style><p style="color:red">Hi</p>', "<p>Hi</p>"],
    ["an iframe", '<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
    ["a form", '<form action="/steal"><input name="p"></form>', ""],
    ["an svg handler", '<svg onload="alert(1)"></svg>', ""],
  ])("strips %s", (_, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it("keeps the markup of simple documents", () => {
    const html = '<h2>1. Terms</h2><p>Read <strong>this</strong> and <a href="/bonus-terms">that</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("sanitizeHtmlBody", () => {
  it("drops the document's own h1 and sanitises the rest", () => {
    expect(sanitizeHtmlBody('<h1>Privacy</h1>\n<p onmouseover="x()">Body</p><script>x()</script>')).toBe("<p>Body</p>");
  });
});
