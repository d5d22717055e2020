import { useEffect, useState } from "react";

/** setTimeout holds at most 2^31-1 ms; a longer wait is checked again when it fires. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Whether the moment `at` (ms epoch) has come: false until then, true from then on (a timer, checked again after a
 * long wait); false when `at` is null. A new `at` starts over.
 */
export function useDue(at: number | null): boolean {
  const [dueAt, setDueAt] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = at - Date.now();
      if (left <= 0) return setDueAt(at);
      timer = setTimeout(check, Math.min(left, MAX_DELAY_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && dueAt === at;
}
