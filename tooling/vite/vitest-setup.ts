import { afterEach } from "vitest";

if (typeof document !== "undefined") {
  // findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine the first import of a lazy chunk (a
  // modal opened by URL) plus its render has taken over 5 s.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}

// Node's BroadcastChannel reaches every worker thread of the process, so test files running side by side would hear
// each other's tabs (a language switch in one would switch another's app): each file gets channels of its own.
if (typeof BroadcastChannel === "function") {
  const Shared = BroadcastChannel;
  const fileScope = `${Date.now()}-${Math.random()}`;
  globalThis.BroadcastChannel = class FileBroadcastChannel extends Shared {
    constructor(name: string) {
      super(`${fileScope}:${name}`);
    }
  };
}

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.body.removeAttribute("style");
});
