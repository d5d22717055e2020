import type { TestInfo } from "@playwright/test";

export type BrandUnderTest = {
  brand: string;
  sandboxUrl: string;
  settings: { brandName: string; themeColor: string; defaultThemeMode: string } & Record<string, unknown>;
};

export function brandOf(testInfo: TestInfo): BrandUnderTest {
  return testInfo.project.metadata as BrandUnderTest;
}

/** "#d4af37" -> "rgb(212, 175, 55)", the way getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

type PageUrl = { key: string; href: string };

/** A page's path in this brand: its pageUrlSetup may move it (noir serves the lobby at /games). */
export function pathOf(testInfo: TestInfo, key: string, fallback: string): string {
  const setup = (brandOf(testInfo).settings.pageUrlSetup ?? []) as PageUrl[];
  return setup.find((entry) => entry.key === key)?.href ?? fallback;
}
