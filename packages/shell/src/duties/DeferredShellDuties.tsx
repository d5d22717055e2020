import { lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { REFERRAL_CODE_PARAMETER } from "@casino/domain";
import { useSettings } from "../settings/settings-context.tsx";
import { captureAffiliateFromUrl } from "./affiliate/affiliate-storage.ts";
import { useSession } from "../session/use-session.ts";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import { CookieNoticeDuty } from "./CookieNoticeDuty.tsx";
import { whenPageSettled } from "./page-settled.ts";
import { useDockClearance } from "./use-dock-clearance.ts";
import * as styles from "./ShellDuties.css.ts";

const REFERRAL_QUERY = new RegExp(`[?&]${REFERRAL_CODE_PARAMETER}=`);

const SessionDuties = lazy(() => import("./SessionDuties.tsx"));
const ReferralInvite = lazy(() => import("./referral/ReferralInvite.tsx").then((module) => ({ default: module.ReferralInvite })));
const ShellDuties = lazy(() => import("./ShellDuties.tsx").then((module) => ({ default: module.ShellDuties })));

/**
 * Once the page the visit opened has drawn its content (its chunk loaded, the router not pending, no server read in
 * flight, at an idle moment after the first paint; at the latest PAGE_SETTLE_CAP_MS after it): the dock's chat slot
 * as it is then, read from its ref. Null until then.
 */
function usePageSettled(slotRef: RefObject<HTMLElement | null>): { dock: HTMLElement | null } | null {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState<{ dock: HTMLElement | null } | null>(null);
  useEffect(
    () =>
      whenPageSettled(
        () => router.state.status === "pending" || router.state.isLoading || queryClient.isFetching() > 0,
        // A transition: the duties' first render (their chunk's arrival, the chat, the banners) is time-sliced, not
        // one task of ~90 ms at 4x CPU in the page's first seconds.
        () => startTransition(() => setSettled({ dock: slotRef.current })),
      ),
    [router, queryClient, slotRef],
  );
  return settled;
}

/**
 * The shell duties, loaded once the page has settled (its first content drawn): none of them needs to be in the
 * first frame (the cookie bar and the chat sit in a fixed dock, the geo block waits for the location call), so their
 * code, and the part of the catalog their texts are in, stay out of the page's first download and never compete
 * with it.
 * The session's duties (the tab sync and the inactivity timer) load at once, beside the page's first download rather
 * than in it (SessionDuties). Two duties stay eager: the affiliate and referral captures, so the landing URL's parameters are read
 * before anything can change it; and the cookie notice
 * in the dock, since on a first visit it is often the page's largest text: painted with the page, not a second
 * later, it keeps the largest contentful paint at the first paint.
 */
export function DeferredShellDuties() {
  const { affiliateKeyQueryParameter, showLiveChat } = useSettings();
  const href = useRouterState({ select: (state) => state.location.href });
  const { isAuthenticated } = useSession();
  const [invited, setInvited] = useState(false);
  useEffect(() => {
    captureAffiliateFromUrl(new URL(href, window.location.origin).toString(), affiliateKeyQueryParameter);
  }, [href, affiliateKeyQueryParameter]);
  useEffect(() => {
    // A referral link is for a visitor who may sign up; its capture loads only when a URL carries one.
    if (isAuthenticated || !REFERRAL_QUERY.test(href)) return;
    const url = new URL(href, window.location.origin).toString();
    void import("./referral/capture-visit.ts")
      .then((module) => module.captureReferralVisit(url))
      .then((code) => {
        if (code) setInvited(true);
      });
  }, [href, isAuthenticated]);
  const dockRef = useRef<HTMLDivElement>(null);
  // The chat's slot is read when the page settles, not kept by a callback ref: a ref's setState runs inside the commit
  // that shows the app, and made React render and commit it again at once, with every effect of the app, in the
  // start-up's longest task (~110 ms at 4x CPU on /casino).
  const chatSlotRef = useRef<HTMLDivElement>(null);
  const settled = usePageSettled(chatSlotRef);
  useDockClearance(dockRef);
  return (
    <>
      <DutyBoundary name="session">
        <Suspense fallback={null}>
          <SessionDuties />
        </Suspense>
      </DutyBoundary>
      {/* The dock: the live chat (rendered into its slot by the lazy duties) above the cookie bar. */}
      <div ref={dockRef} className={styles.dock} data-shell-dock="">
        <div ref={chatSlotRef} className={showLiveChat ? `${styles.slot} ${styles.slotWithChat}` : styles.slot} />
        {invited && !isAuthenticated ? (
          <DutyBoundary name="referral-invite">
            <Suspense fallback={null}>
              <ReferralInvite onClose={() => setInvited(false)} />
            </Suspense>
          </DutyBoundary>
        ) : null}
        <DutyBoundary name="cookie-notice">
          <CookieNoticeDuty />
        </DutyBoundary>
      </div>
      {settled ? (
        <DutyBoundary name="duties">
          <Suspense fallback={null}>
            <ShellDuties dock={settled.dock} />
          </Suspense>
        </DutyBoundary>
      ) : null}
    </>
  );
}
