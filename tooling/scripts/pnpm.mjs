#!/usr/bin/env node
// Runs the project's pinned pnpm (installing it on first use) so `npm run <script>` works without a global pnpm.
import { pnpm } from "./lib.mjs";

try {
  pnpm(process.argv.slice(2));
} catch (e) {
  process.exit(e.exitCode ?? 1);
}
