// The benches `pnpm bench [name...]` knows. A bench module exports
// `run({ root, budgets, log }) => Promise<{ results, failures: string[] }>`; the runner writes
// `results` to bench-results/<name>.json and fails when `failures` is not empty.
export const benches = {
  bundle: {
    description: "gzip size of each built brand: initial JS and CSS, lazy chunks, total",
    load: () => import("./bundle.mjs"),
  },
  "api-load": {
    description: "p50/p95/p99 of the sandbox API's games list and login under 50 concurrent clients on loopback",
    load: () => import("./api-load.mjs"),
  },
  lobby: {
    description: "the lobby in Chromium at CPU x4: JS fetched, tiles mounted, longest frame of a 10,000 px scroll, script time 5,000 / 200 games, search input-to-paint",
    load: () => import("./lobby.mjs"),
  },
  lighthouse: {
    description: "Lighthouse mobile on home, the lobby, a game page and promotions per brand, median of 5 runs: score, FCP, LCP, TBT, CLS",
    load: () => import("./lighthouse.mjs"),
  },
  i18n: {
    description: "each interface language's completeness by the translation gate's rules, its term list and compiled catalog size",
    load: () => import("./i18n.mjs"),
  },
  vitals: {
    description: "real-user vitals (LCP, INP, CLS, TTFB, FCP) p50/p75/p95 per brand and route, from a sandbox's web-vital events (an e2e run's)",
    load: () => import("./vitals.mjs"),
  },
};
