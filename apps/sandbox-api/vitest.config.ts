import { defineConfig } from "vitest/config";

// Two projects, one module graph shared per worker and one isolated for the files that vi.mock (vitest.projects.ts).
export default defineConfig({ test: { projects: ["./vitest.shared.config.ts", "./vitest.isolated.config.ts"] } });
