import { parseTabMessage } from "@casino/domain";
import { removeStored, writeStored } from "../duties/browser-storage.ts";
import { connectTabTransport, receiveTabMessage } from "./tab-bus.ts";

/** The channel every tab of the site joins. */
export const TAB_CHANNEL_NAME = "casino-tabs";
/** Where the storage fallback writes a message for a moment (the storage event carries it to the other tabs). */
export const TAB_MESSAGE_STORAGE_KEY = "casino-tab-message";

export interface TabChannelOptions {
  name?: string;
  /** false: the storage event even where BroadcastChannel exists (tests; very old browsers have no choice). */
  broadcast?: boolean;
  win?: Window;
}

const deliver = (value: unknown) => {
  const message = parseTabMessage(value);
  if (message) receiveTabMessage(message);
};

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * Joins the other tabs of the site (BroadcastChannel; the storage event where there is none). A message posted here
 * reaches every other tab, never this one. Returns how to leave. One channel per page: a second start replaces the
 * first.
 */
export function startTabChannel({ name = TAB_CHANNEL_NAME, broadcast = true, win = window }: TabChannelOptions = {}): () => void {
  if (broadcast && typeof BroadcastChannel === "function") {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    connectTabTransport((message) => channel.postMessage(message));
    return () => {
      channel.close();
      connectTabTransport(undefined);
    };
  }
  const key = `${TAB_MESSAGE_STORAGE_KEY}:${name}`;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue) deliver((parseJson(event.newValue) as { message?: unknown } | null)?.message);
  };
  win.addEventListener("storage", onStorage);
  connectTabTransport((message) => {
    // The nonce makes a repeat of the same message a change too; removing it at once leaves nothing behind.
    writeStored(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
    removeStored(key);
  });
  return () => {
    win.removeEventListener("storage", onStorage);
    connectTabTransport(undefined);
  };
}
