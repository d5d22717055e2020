import { useRef, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isBot, isGamePagePath, shouldShowCookieNotice } from "@casino/domain";
import { pagePathFor } from "../pages/page-registry.ts";
import { useSettings } from "../settings/settings-context.tsx";
import { userAgent } from "./browser-storage.ts";
import { CookieNotice } from "./cookie-notice/CookieNotice.tsx";
import { hasCookieConsent } from "./cookie-notice/cookie-consent.ts";
import { GeoBlock } from "./geo-block/GeoBlock.tsx";
import { LiveChat } from "./live-chat/LiveChat.tsx";
import { useScriptLoader } from "./script-loader/use-script-loader.ts";
import { SessionEndedNotice } from "./session-ended/SessionEndedNotice.tsx";
import { useTracking } from "./tracking/use-tracking.ts";
import { useDockClearance } from "./use-dock-clearance.ts";
import * as styles from "./ShellDuties.css.ts";

/** Every shell duty of spec §4 in one place; the layout renders it once, through DeferredShellDuties. */
export function ShellDuties() {
  const settings = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onGamePage = isGamePagePath(pathname, pagePathFor("play", settings) ?? "/play/$game");
  const [consented, setConsented] = useState(hasCookieConsent);
  const dockRef = useRef<HTMLDivElement>(null);
  const pixelUrl = settings.retargetingPixelUrl;

  useTracking(pixelUrl);
  useScriptLoader(onGamePage);
  useDockClearance(dockRef);

  const showCookieNotice = shouldShowCookieNotice({ enabled: settings.cookiesPopup, accepted: consented, isBot: isBot(userAgent()), onGamePage });
  return (
    <>
      <GeoBlock />
      <SessionEndedNotice />
      <div ref={dockRef} className={styles.dock}>
        {settings.showLiveChat ? <LiveChat /> : null}
        {showCookieNotice ? <CookieNotice onAccept={() => setConsented(true)} /> : null}
      </div>
    </>
  );
}
