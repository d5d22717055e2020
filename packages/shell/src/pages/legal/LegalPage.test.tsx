// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a browser-grade DOM (see content/sanitize-html.test.ts).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { serveContentTexts } from "../../test/content-api.ts";
import { renderShell } from "../../test/render-shell.tsx";

beforeAll(() => {
  // jsdom has no matchMedia; the shell reads the colour scheme and the breakpoints through it.
  window.matchMedia ??= (media: string) =>
    ({ matches: false, media, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});

// The first render loads the catalog and the route; a busy machine (the whole suite in parallel) needs more than 1 s.
const SLOW = { timeout: 5000 };

const PRIVACY = {
  "legal.privacy-policy.title": "Privacy Policy",
  "legal.privacy-policy.html":
    '<h1>Privacy Policy</h1><h2>1. Data we collect</h2><p onclick="steal()">Account data.</p><script>window.hacked = true</script><img src="x" onerror="steal()">',
};

describe("legal pages", () => {
  it("render the remote HTML sanitised, under the remote title, and name the document", async () => {
    serveContentTexts({ en: PRIVACY });
    renderShell("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 2, name: "1. Data we collect" }, SLOW)).toBeTruthy();
    const article = screen.getByRole("article", { name: "Privacy Policy" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(article.innerHTML).not.toMatch(/<script|onclick|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() => expect(document.title).toBe("Privacy Policy | Test Casino"));
  });

  it("say above the body when it stays in another language, where the locale's texts carry that note", async () => {
    serveContentTexts({ en: { ...PRIVACY, "legal.note": "This document is available in English only." } });
    renderShell("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 2, name: "1. Data we collect" }, SLOW)).toBeTruthy();
    const note = screen.getByRole("note");
    expect(note.textContent).toBe("This document is available in English only.");
    expect(note.compareDocumentPosition(screen.getByRole("heading", { level: 2 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("show no note without the locale's note text, nor above an empty page", async () => {
    serveContentTexts({ en: PRIVACY });
    renderShell("/privacy-policy");
    expect(await screen.findByRole("heading", { level: 2, name: "1. Data we collect" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("show a skeleton while loading, then an error with Retry that recovers", async () => {
    let failing = true;
    serveContentTexts({ en: PRIVACY }, { failing: () => failing });
    renderShell("/privacy-policy");
    expect(await screen.findByTestId("legal-skeleton", {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "1. Data we collect" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("say so when the content service has no text for the page", async () => {
    serveContentTexts({ en: { "legal.note": "This document is available in English only." } });
    renderShell("/bonus-terms");
    expect(await screen.findByText("This page has no content yet.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Bonus terms" })).toBeTruthy();
  });

  it("are linked from the footer by page key", async () => {
    serveContentTexts({ en: PRIVACY });
    renderShell("/", { pageUrlSetup: [{ key: "amlPolicy", href: "/aml" }] });
    const legal = await screen.findByRole("navigation", { name: "Legal" }, SLOW);
    expect(legal.querySelectorAll("a")).toHaveLength(7);
    expect(screen.getByRole("link", { name: "AML policy" }).getAttribute("href")).toBe("/aml");
  });
});
