export const BENCH_PAGE_PATHS: { home: "/"; casino: "/casino"; game: "/casino/games/$game"; promotions: "/promotions" };
export function pagePathIn(settings: { pageUrlSetup?: ReadonlyArray<{ key: string; href?: unknown }> } | undefined, key: string): string;
export function fillParams(path: string, value: string): string;
