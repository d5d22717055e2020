import { useEffect, type RefObject } from "react";
import { useGamePaused } from "@casino/shell";

/**
 * Issue 27 point 5: while a dialog over the game holds it paused (the reality check), the game is told
 * `{ type: "pause" }`, and `{ type: "resume" }` after; only to the launch URL's origin, and again each time the frame
 * (re)loads. A game that ignores the message is still behind the modal dialog.
 */
export function useGamePause(frame: RefObject<HTMLIFrameElement | null>, launchUrl: string | null): void {
  const paused = useGamePaused();
  useEffect(() => {
    const iframe = frame.current;
    if (!launchUrl || !iframe) return;
    const origin = new URL(launchUrl).origin;
    const tell = () => iframe.contentWindow?.postMessage({ type: paused ? "pause" : "resume" }, origin);
    tell();
    iframe.addEventListener("load", tell);
    return () => iframe.removeEventListener("load", tell);
  }, [frame, launchUrl, paused]);
}
