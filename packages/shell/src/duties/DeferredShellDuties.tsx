import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useSettings } from "../settings/settings-context.tsx";
import { captureAffiliateFromUrl } from "./affiliate/affiliate-storage.ts";
import { CookieNoticeDuty } from "./CookieNoticeDuty.tsx";
import { useInactivityTimer } from "./inactivity/use-inactivity-timer.ts";
import { useDockClearance } from "./use-dock-clearance.ts";
import * as styles from "./ShellDuties.css.ts";

const ShellDuties = lazy(() => import("./ShellDuties.tsx").then((module) => ({ default: module.ShellDuties })));

/** True from a task queued by the first commit's passive effect, so after the browser has painted that frame. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

/**
 * The shell duties, loaded just after the first paint: none of them needs to be in the first frame (the cookie bar
 * and the chat sit in a fixed dock, the geo block waits for the location call), so their code stays out of the
 * initial JavaScript.
 * Three duties stay eager: the affiliate capture, so the landing URL's parameter is read before anything can change
 * it; the inactivity timer, so a session's idle time counts from the first paint as before; and the cookie notice
 * in the dock, since on a first visit it is often the page's largest text: painted with the page, not a second
 * later, it keeps the largest contentful paint at the first paint.
 */
export function DeferredShellDuties() {
  const { affiliateKeyQueryParameter } = useSettings();
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    captureAffiliateFromUrl(new URL(href, window.location.origin).toString(), affiliateKeyQueryParameter);
  }, [href, affiliateKeyQueryParameter]);
  useInactivityTimer();
  const painted = useAfterFirstPaint();
  const dockRef = useRef<HTMLDivElement>(null);
  const [chatSlot, setChatSlot] = useState<HTMLDivElement | null>(null);
  useDockClearance(dockRef);
  return (
    <>
      {/* The dock: the live chat (rendered into its slot by the lazy duties) above the cookie bar. */}
      <div ref={dockRef} className={styles.dock} data-shell-dock="">
        <div ref={setChatSlot} className={styles.slot} />
        <CookieNoticeDuty />
      </div>
      {painted ? (
        <Suspense fallback={null}>
          <ShellDuties dock={chatSlot} />
        </Suspense>
      ) : null}
    </>
  );
}
