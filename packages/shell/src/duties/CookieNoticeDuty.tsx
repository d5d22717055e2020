import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isBot, isGamePagePath, shouldShowCookieNotice } from "@casino/domain";
import { pagePathFor } from "../pages/page-registry.ts";
import { useSettings } from "../settings/settings-context.tsx";
import { onTabMessage } from "../tabs/tab-bus.ts";
import { userAgent } from "./browser-storage.ts";
import { CookieNotice } from "./cookie-notice/CookieNotice.tsx";
import { hasCookieConsent } from "./cookie-notice/cookie-consent.ts";

/** Spec §4 cookie notice: shown once unless accepted (here or in another tab), never on game pages or to bots. */
export function CookieNoticeDuty() {
  const settings = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onGamePage = isGamePagePath(pathname, pagePathFor("play", settings) ?? "/play/$game");
  const [consented, setConsented] = useState(hasCookieConsent);
  useEffect(
    () =>
      onTabMessage((message) => {
        if (message.type === "consent") setConsented(true);
      }),
    [],
  );
  const show = shouldShowCookieNotice({ enabled: settings.cookiesPopup, accepted: consented, isBot: isBot(userAgent()), onGamePage });
  return show ? <CookieNotice onAccept={() => setConsented(true)} /> : null;
}
