import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { DIALOG_EXIT_MS, prefersReducedMotion } from "../../theme/breakpoints.ts";
import { lockScroll } from "./scroll-lock.ts";

/**
 * Drives a native `<dialog>` from an `open` prop: `showModal()` (the browser traps focus and makes the page
 * inert), a scroll lock, a 300 ms exit before `close()`, and focus back to the opener afterwards.
 * Returns whether the content should be rendered: from opening until the exit has finished.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void) {
  const latest = useRef({ open, onClose });
  useLayoutEffect(() => {
    latest.current = { open, onClose };
  });
  const unlock = useRef<(() => void) | null>(null);
  const opener = useRef<Element | null>(null);
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const release = () => {
      unlock.current?.();
      unlock.current = null;
      const target = opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    // Also fires when the browser closes the dialog itself (e.g. a second quick Escape); tell the owner then.
    const onNativeClose = () => {
      // The event is queued: a close() of the exit that a reopening has since undone (showModal() again before the
      // event ran) arrives with the dialog open. Not a close then: telling the owner would answer the reopened dialog
      // (the inactivity warning took it for Stay logged in), and the scroll lock and focus belong to it.
      if (dialog.open) return;
      dialog.removeAttribute("data-closing");
      setPresent(false);
      release();
      if (latest.current.open) latest.current.onClose();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      release();
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      dialog.removeAttribute("data-closing");
      if (!dialog.open) {
        opener.current = document.activeElement;
        dialog.showModal();
      }
      unlock.current ??= lockScroll();
      return;
    }
    if (!dialog.open) return;
    dialog.setAttribute("data-closing", "");
    const timer = setTimeout(() => dialog.close(), prefersReducedMotion() ? 0 : DIALOG_EXIT_MS);
    return () => clearTimeout(timer);
  }, [ref, open]);

  return present;
}
