import type { RetargetingEvent } from "@casino/domain";

type Listener = (event: RetargetingEvent) => void;

/** Where events wait across a reload of the tab, until the tracking duty takes them. */
export const WAITING_EVENTS_STORAGE_KEY = "tracking.waiting";
const MAX_WAITING = 50;
const EVENT_TYPES: readonly string[] = ["visit", "registration", "bet", "deposit"];

function readWaiting(): RetargetingEvent[] {
  try {
    const stored: unknown = JSON.parse(globalThis.sessionStorage?.getItem(WAITING_EVENTS_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored.filter((event): event is RetargetingEvent => typeof event?.type === "string" && EVENT_TYPES.includes(event.type));
  } catch {
    return [];
  }
}

function keepWaiting(events: RetargetingEvent[]): void {
  try {
    if (events.length > 0) globalThis.sessionStorage?.setItem(WAITING_EVENTS_STORAGE_KEY, JSON.stringify(events));
    else globalThis.sessionStorage?.removeItem(WAITING_EVENTS_STORAGE_KEY);
  } catch {
    // Storage blocked or full: the events still wait in memory.
  }
}

const listeners = new Set<Listener>();
/**
 * Events tracked before the shell's tracking duty listens (it loads once the page has settled) wait here, and in
 * sessionStorage: a reload or a new page right after a first deposit must not lose its conversion, which the cashier
 * has already marked as reported.
 */
const waiting: RetargetingEvent[] = readWaiting();

/** The retargeting event bus features call (spec §7): `track({ type: "deposit", depositCount: 1 })`. */
export function track(event: RetargetingEvent): void {
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(event);
    keepWaiting(waiting);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** The shell's tracking duty listens here; events tracked earlier (also before a reload) are delivered at once. */
export function subscribeTracking(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of waiting.splice(0)) listener(event);
  keepWaiting(waiting);
  return () => {
    listeners.delete(listener);
  };
}
