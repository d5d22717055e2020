import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useColorScheme } from "./color-scheme.ts";

const THEME = { light: "theme-light", dark: "theme-dark" };
const html = () => document.documentElement;

function prefersDark(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark && query.includes("dark"), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

/** The attributes of <html> written while `run` runs (a write of the same value counts: it restyles the page). */
async function writesDuring(run: () => void): Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? "")));
  observer.observe(html(), { attributes: true });
  run();
  await Promise.resolve();
  observer.disconnect();
  return writes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  html().className = "";
  html().removeAttribute("data-color-scheme");
  html().removeAttribute("style");
});

describe("useColorScheme", () => {
  it("puts the scheme's theme class, data attribute and color-scheme on <html>, and swaps them when the scheme changes", async () => {
    prefersDark(false);
    const { rerender } = renderHook(({ mode }) => useColorScheme(THEME, mode), { initialProps: { mode: "light" as "light" | "dark" } });
    expect([...html().classList]).toEqual(["theme-light"]);
    expect(html().dataset["colorScheme"]).toBe("light");
    expect(html().style.colorScheme).toBe("light");
    rerender({ mode: "dark" });
    expect([...html().classList]).toEqual(["theme-dark"]);
    expect(html().dataset["colorScheme"]).toBe("dark");
    expect(html().style.colorScheme).toBe("dark");
  });

  it("writes nothing to <html> that it already has (the prerendered page's class and data attribute)", async () => {
    prefersDark(false);
    html().className = "theme-light";
    html().dataset["colorScheme"] = "light";
    html().style.colorScheme = "light";
    const writes = await writesDuring(() => renderHook(() => useColorScheme(THEME, "light")));
    expect(writes).toEqual([]);
  });
});
