import { defineConfig } from "vitest/config";
import { sandboxProjects } from "./vitest.projects.ts";

export default defineConfig({ test: { projects: sandboxProjects } });
