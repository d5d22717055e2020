import { parseTabMessage, type TabMessage } from "@casino/domain";
import { removeStored, writeStored } from "../duties/browser-storage.ts";

/** The channel every tab of the site joins. */
export const TAB_CHANNEL_NAME = "casino-tabs";
/** Where the storage fallback writes a message for a moment (the storage event carries it to the other tabs). */
export const TAB_MESSAGE_STORAGE_KEY = "casino-tab-message";

type Listener = (message: TabMessage) => void;

export interface TabChannelOptions {
  name?: string;
  /** false: the storage event even where BroadcastChannel exists (tests; very old browsers have no choice). */
  broadcast?: boolean;
  win?: Window;
}

const listeners = new Set<Listener>();
let post: ((message: TabMessage) => void) | undefined;

const deliver = (value: unknown) => {
  const message = parseTabMessage(value);
  if (message) for (const listener of listeners) listener(message);
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
    post = (message) => channel.postMessage(message);
    return () => {
      channel.close();
      post = undefined;
    };
  }
  const key = `${TAB_MESSAGE_STORAGE_KEY}:${name}`;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue) deliver((parseJson(event.newValue) as { message?: unknown } | null)?.message);
  };
  win.addEventListener("storage", onStorage);
  post = (message) => {
    // The nonce makes a repeat of the same message a change too; removing it at once leaves nothing behind.
    writeStored(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
    removeStored(key);
  };
  return () => {
    win.removeEventListener("storage", onStorage);
    post = undefined;
  };
}

/** Tells the other tabs; nothing happens before the channel is started (unit tests, server rendering). */
export function postTabMessage(message: TabMessage): void {
  post?.(message);
}

/** Runs `listener` for each message from another tab; returns the unsubscribe. */
export function onTabMessage(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
