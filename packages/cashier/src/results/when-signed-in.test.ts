import { describe, expect, it, vi } from "vitest";
import { whenSignedIn } from "./when-signed-in.ts";

/** The session store's shape: state, setState, subscribe. */
function tokenStore(token: string | null) {
  let state = { token };
  const listeners = new Set<(next: { token: string | null }) => void>();
  return {
    getState: () => state,
    setState: (next: { token: string | null }) => {
      state = next;
      for (const listener of [...listeners]) listener(state);
    },
    subscribe: (listener: (next: { token: string | null }) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

describe("whenSignedIn", () => {
  it("loads at once for a returning player", () => {
    const load = vi.fn();
    whenSignedIn(tokenStore("t1"), load);
    expect(load).toHaveBeenCalledOnce();
  });

  it("waits while a guest browses, loads at the first token, and only once", () => {
    const store = tokenStore(null);
    const load = vi.fn();
    whenSignedIn(store, load);
    store.setState({ token: null });
    expect(load).not.toHaveBeenCalled();
    store.setState({ token: "t1" });
    expect(load).toHaveBeenCalledOnce();
    store.setState({ token: null });
    store.setState({ token: "t2" });
    expect(load).toHaveBeenCalledOnce();
  });
});
