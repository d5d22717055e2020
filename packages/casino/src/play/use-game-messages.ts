import { useEffect, useEffectEvent, type RefObject } from "react";
import * as v from "valibot";
import { SlotBalanceMessageSchema, SlotRefusalMessageSchema, type SlotBalanceMessage, type SlotRefusalMessage } from "@casino/api-client";
import { isTrustedGameOrigin } from "@casino/domain";

/**
 * The game's balance messages and refused spins (`spinRefused`, issue 27 point 7). Only a message from this frame's window AND from the launch URL's exact origin
 * counts, and only in the agreed shape: any other page (an ad, another tab, a script) can post to us too.
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | null,
  onBalance: (message: SlotBalanceMessage) => void,
  onRefusal: (message: SlotRefusalMessage) => void = () => undefined,
): void {
  const onMessage = useEffectEvent((event: MessageEvent) => {
    const source = frame.current?.contentWindow;
    if (!source || event.source !== source || !isTrustedGameOrigin(event.origin, launchUrl)) return;
    const parsed = v.safeParse(SlotBalanceMessageSchema, event.data);
    if (parsed.success) return onBalance(parsed.output);
    const refusal = v.safeParse(SlotRefusalMessageSchema, event.data);
    if (refusal.success) onRefusal(refusal.output);
  });
  useEffect(() => {
    if (!launchUrl) return;
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [launchUrl]);
}
