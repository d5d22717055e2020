import { useRef, useState } from "react";
import type { Limits, UpdateLimitsPayload } from "@casino/api-client";
import type { Outcome } from "./ChangeOutcome.tsx";
import { limitFailureOf } from "./limit-failure.ts";
import { useSaveLimits } from "./use-save-limits.ts";

/**
 * One section's changes of the limits: at most one request at a time (a second click before the re-render that
 * disables the buttons sends nothing), and the outcome to show where the change was made.
 */
export function useLimitChange() {
  const { save, pending } = useSaveLimits();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inFlight = useRef(false);
  /** Sends `payload`; `savedText` words the answer, `fallback` a failure the catalogue does not name. True when saved. */
  const change = async (payload: UpdateLimitsPayload, savedText: (limits: Limits) => string, fallback?: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    try {
      const limits = await save(payload);
      setOutcome({ kind: "saved", text: savedText(limits) });
      return true;
    } catch (error) {
      setOutcome({ kind: "failed", failure: limitFailureOf(error), ...(fallback ? { fallback } : {}) });
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { change, pending, outcome, setOutcome };
}
