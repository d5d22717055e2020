import { afterEach } from "vitest";

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.body.removeAttribute("style");
});
