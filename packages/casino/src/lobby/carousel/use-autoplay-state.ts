import { useCallback, useState, type FocusEvent } from "react";
import { useMedia } from "@casino/ui-kit";

/**
 * Whether the carousel should move: on by default, off by default with prefers-reduced-motion, the player's own
 * choice (the pause control) over both, and held while the pointer rests on or focus is inside the slides.
 */
export function useAutoplayState() {
  const reducedMotion = useMedia("reducedMotion");
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !reducedMotion;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  const slideEvents = {
    onPointerEnter: (event: { pointerType: string }) => event.pointerType === "mouse" && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { playing, running: playing && !hovered && !focused, toggle, slideEvents };
}
