import { packageVitestConfig } from "../../tooling/vite/vitest.ts";

// No module state a test could leave behind: the files share one module graph (see packageVitestConfig).
export default packageVitestConfig({ shareModules: true });
