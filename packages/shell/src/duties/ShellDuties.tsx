import { useMemo } from "react";
import { createPortal } from "react-dom";
import { useRouterState } from "@tanstack/react-router";
import { isGamePagePath } from "@casino/domain";
import { useUrlGate } from "../links/url-gate.ts";
import { pagePathFor } from "../pages/page-registry.ts";
import { useSettings } from "../settings/settings-context.tsx";
import { DutyBoundary } from "../errors/DutyBoundary.tsx";
import { ConnectionBannerDuty } from "./connection/ConnectionBanner.tsx";
import { GeoBlock } from "./geo-block/GeoBlock.tsx";
import { LiveChat } from "./live-chat/LiveChat.tsx";
import { useScriptLoader } from "./script-loader/use-script-loader.ts";
import { AccountSwitchOffer } from "../session/AccountSwitchOffer.tsx";
import { InactivityWarningDialog } from "./inactivity/InactivityWarningDialog.tsx";
import { SessionEndedNotice } from "./session-ended/SessionEndedNotice.tsx";
import { useTracking } from "./tracking/use-tracking.ts";
import { useWebVitals } from "./web-vitals/use-web-vitals.ts";

/**
 * The shell duties of spec §4 that can wait for the first paint; the layout renders them once, through
 * DeferredShellDuties, which also holds the dock (`dock`: the connection banner and the live chat go into it) and the
 * cookie notice.
 */
export function ShellDuties({ dock }: { dock: HTMLElement | null }) {
  const settings = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onGamePage = isGamePagePath(pathname, pagePathFor("play", settings) ?? "/play/$game");
  const gate = useUrlGate();
  const configured = settings.retargetingPixelUrl;
  // The pixel is a settings2 URL too: the site or an https site only (an image request, the link rule).
  const pixelUrl = useMemo(() => (configured ? (gate("link", configured) ?? "") : ""), [gate, configured]);

  useTracking(pixelUrl);
  useWebVitals();
  useScriptLoader(onGamePage);

  return (
    <>
      <DutyBoundary name="geo-block">
        <GeoBlock />
      </DutyBoundary>
      <DutyBoundary name="session-ended">
        <SessionEndedNotice />
      </DutyBoundary>
      <DutyBoundary name="inactivity-warning">
        <InactivityWarningDialog />
      </DutyBoundary>
      <DutyBoundary name="account-switch">
        <AccountSwitchOffer />
      </DutyBoundary>
      {dock
        ? createPortal(
            <>
              <DutyBoundary name="connection">
                <ConnectionBannerDuty />
              </DutyBoundary>
              {settings.showLiveChat ? (
                <DutyBoundary name="live-chat">
                  <LiveChat />
                </DutyBoundary>
              ) : null}
            </>,
            dock,
          )
        : null}
    </>
  );
}
