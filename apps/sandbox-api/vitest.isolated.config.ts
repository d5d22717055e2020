import { defineConfig } from "vitest/config";
import { isolatedProject } from "./vitest.projects.ts";

export default defineConfig(isolatedProject);
