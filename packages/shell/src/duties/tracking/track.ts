import type { RetargetingEvent } from "@casino/domain";

type Listener = (event: RetargetingEvent) => void;

const listeners = new Set<Listener>();
/** Events tracked before the shell's tracking duty listens (a feature's first render) wait here. */
const waiting: RetargetingEvent[] = [];
const MAX_WAITING = 50;

/** The retargeting event bus features call (spec §7): `track({ type: "deposit", depositCount: 1 })`. */
export function track(event: RetargetingEvent): void {
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(event);
    return;
  }
  for (const listener of listeners) listener(event);
}

/** The shell's tracking duty listens here; events tracked earlier are delivered at once. */
export function subscribeTracking(listener: Listener): () => void {
  listeners.add(listener);
  for (const event of waiting.splice(0)) listener(event);
  return () => {
    listeners.delete(listener);
  };
}
