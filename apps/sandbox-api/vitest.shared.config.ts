import { defineConfig } from "vitest/config";
import { sharedProject } from "./vitest.projects.ts";

export default defineConfig(sharedProject);
