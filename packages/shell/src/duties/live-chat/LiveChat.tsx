import { Suspense, lazy, useId, useLayoutEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Skeleton } from "@casino/ui-kit";
import { OPEN_LIVE_CHAT_EVENT, takeLiveChatAsk } from "./open-live-chat.ts";
import * as styles from "./LiveChat.css.ts";

const ChatPanel = lazy(() => import("../lazy-duty-ui.ts").then((module) => ({ default: module.ChatPanel })));

function ChatIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 5h16v11H9l-5 4V5z" />
    </svg>
  );
}

/** Spec §1/§2 live chat: a launcher always in the same corner opening the chat panel above it. */
export function LiveChat() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  // A layout effect: the launcher listens from the commit that shows it (a passive effect of the duties' transition
  // runs a task later). An ask made before the launcher was there is taken now.
  useLayoutEffect(() => {
    const open = () => {
      if (takeLiveChatAsk()) setOpen(true);
    };
    open();
    window.addEventListener(OPEN_LIVE_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_LIVE_CHAT_EVENT, open);
  }, []);
  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };
  return (
    <div className={styles.area} data-shell-duty="live-chat">
      {open ? (
        <Suspense
          fallback={
            <div className={styles.panel} aria-busy="true">
              <Skeleton shape="rect" height="100%" />
            </div>
          }
        >
          <ChatPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ChatIcon />
        {t`Live chat`}
      </button>
    </div>
  );
}
