import type { Seed } from "../seed.ts";

type Audience = "all" | "guests" | "users" | "depositors" | "non-depositors";

interface ScriptSeed {
  key: string;
  audience: Audience;
  head?: string;
  bodyStart?: string;
  bodyEnd?: string;
}

// Stand-ins for tag managers and pixels: inline only, nothing loads from another host, and each one
// pushes an event to window.dataLayer so a test or a developer can see which entries ran.
export const scriptSeeds: readonly ScriptSeed[] = [
  {
    key: "sandbox-data-layer",
    audience: "all",
    head: `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: "sandbox_scripts_loaded" });</script>`,
  },
  {
    key: "sandbox-tag-manager",
    audience: "all",
    head: `<meta name="sandbox-tag-manager" content="enabled">`,
    bodyStart: `<noscript data-sandbox="tag-manager">Tag manager needs JavaScript.</noscript>`,
  },
  {
    key: "sandbox-guest-pixel",
    audience: "guests",
    bodyEnd: `<script>(window.dataLayer = window.dataLayer || []).push({ event: "sandbox_guest_visit" });</script>`,
  },
  {
    key: "sandbox-player-analytics",
    audience: "users",
    head: `<script>(window.dataLayer = window.dataLayer || []).push({ event: "sandbox_player_session" });</script>`,
  },
  {
    key: "sandbox-first-deposit-nudge",
    audience: "non-depositors",
    bodyEnd: `<script>(window.dataLayer = window.dataLayer || []).push({ event: "sandbox_first_deposit_nudge" });</script>`,
  },
  {
    key: "sandbox-depositor-retargeting",
    audience: "depositors",
    bodyEnd: `<script>(window.dataLayer = window.dataLayer || []).push({ event: "sandbox_depositor_retargeting" });</script>`,
  },
];

export const catalogScriptsSeed: Seed = {
  id: "catalog-scripts",
  run(db) {
    const insert = db.prepare(
      "INSERT INTO marketing_scripts (key, audience, head, body_start, body_end, sort_order) VALUES (?, ?, ?, ?, ?, ?)",
    );
    scriptSeeds.forEach((s, i) => insert.run(s.key, s.audience, s.head ?? "", s.bodyStart ?? "", s.bodyEnd ?? "", i + 1));
  },
};
