import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  // findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk plus a render can take longer.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.body.removeAttribute("style");
});
