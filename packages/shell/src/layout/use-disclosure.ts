import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useRouterState } from "@tanstack/react-router";

/**
 * A button that shows and hides a panel (the ARIA disclosure pattern): Escape closes it and returns focus to the
 * button; navigating closes it (it is open only at the address where it was opened); with `popup`, so do a
 * click outside and focus leaving it.
 */
export function useDisclosure({ popup }: { popup: boolean }) {
  const href = useRouterState({ select: (state) => state.location.href });
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === href;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !popup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, popup]);

  return {
    open,
    panelId,
    rootProps: {
      ref: root,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape" || !open) return;
        // Handled here: the drawer around it (a modal dialog) must stay open.
        event.preventDefault();
        event.stopPropagation();
        setOpenAt(null);
        button.current?.focus();
      },
      onBlur: (event: FocusEvent) => {
        if (popup && !root.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
      },
    },
    buttonProps: {
      ref: button,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpenAt(open ? null : href),
    },
  };
}
