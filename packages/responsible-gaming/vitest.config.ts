import { packageVitestConfig } from "../../tooling/vite/vitest.ts";

export default packageVitestConfig();
