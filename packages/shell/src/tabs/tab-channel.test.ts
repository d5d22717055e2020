import { afterEach, describe, expect, it, vi } from "vitest";
import type { TabMessage } from "@casino/domain";
import { onTabMessage, postTabMessage } from "./tab-bus.ts";
import { startTabChannel, TAB_MESSAGE_STORAGE_KEY } from "./tab-channel.ts";

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function listen(): TabMessage[] {
  const received: TabMessage[] = [];
  cleanups.push(onTabMessage((message) => received.push(message)));
  return received;
}

describe("the tab channel over BroadcastChannel", () => {
  it("hears the messages of another tab and refuses what is not one", async () => {
    cleanups.push(startTabChannel({ name: "bc-in" }));
    const received = listen();
    const otherTab = new BroadcastChannel("bc-in");
    cleanups.push(() => otherTab.close());
    otherTab.postMessage({ type: "token", token: "secret" });
    otherTab.postMessage({ type: "session", reason: null });
    await vi.waitFor(() => expect(received).toEqual([{ type: "session", reason: null }]));
  });

  it("tells the other tabs, not itself", async () => {
    cleanups.push(startTabChannel({ name: "bc-out" }));
    const received = listen();
    const otherTab = new BroadcastChannel("bc-out");
    cleanups.push(() => otherTab.close());
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    postTabMessage({ type: "locale", locale: "he" });
    await vi.waitFor(() => expect(heard).toEqual([{ type: "locale", locale: "he" }]));
    expect(received).toEqual([]);
  });
});

describe("the tab channel over the storage event", () => {
  const key = `${TAB_MESSAGE_STORAGE_KEY}:st`;
  const storageEvent = (newValue: string | null, eventKey = key) => window.dispatchEvent(new StorageEvent("storage", { key: eventKey, newValue }));

  it("hears a message written by another tab; ignores other keys, removals and broken values", () => {
    cleanups.push(startTabChannel({ name: "st", broadcast: false }));
    const received = listen();
    storageEvent(JSON.stringify({ message: { type: "consent" }, nonce: 1 }), "selectedLanguage");
    storageEvent(null);
    storageEvent("{broken");
    storageEvent(JSON.stringify({ message: { type: "activity", at: "soon" } }));
    storageEvent(JSON.stringify({ message: { type: "consent" }, nonce: 2 }));
    expect(received).toEqual([{ type: "consent" }]);
  });

  it("writes a message for a moment and leaves nothing behind", () => {
    cleanups.push(startTabChannel({ name: "st", broadcast: false }));
    const written = vi.spyOn(window.localStorage, "setItem");
    postTabMessage({ type: "activity", at: 5 });
    expect(written).toHaveBeenCalledWith(key, expect.stringContaining('"message":{"type":"activity","at":5}'));
    expect(window.localStorage.getItem(key)).toBeNull();
    written.mockRestore();
  });

  it("stops hearing and telling once left", () => {
    const leave = startTabChannel({ name: "st", broadcast: false });
    const received = listen();
    leave();
    storageEvent(JSON.stringify({ message: { type: "consent" } }));
    const written = vi.spyOn(window.localStorage, "setItem");
    postTabMessage({ type: "consent" });
    expect(received).toEqual([]);
    expect(written).not.toHaveBeenCalled();
    written.mockRestore();
  });
});
