import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button, IconButton, Stack, Text } from "@casino/ui-kit";
import { useModal } from "../../modals/use-modal.ts";
import { useSession } from "../../session/use-session.ts";
import { ChatConversation } from "./ChatConversation.tsx";
import { ChatSettingsForm } from "./ChatSettingsForm.tsx";
import * as styles from "./LiveChat.css.ts";

/** The live chat panel (non-modal): Escape or the close button hide it and focus returns to the launcher. */
export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const { isAuthenticated } = useSession();
  const modal = useModal();
  const titleId = useId();
  const [view, setView] = useState<"messages" | "settings">("messages");
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const target = ref.current?.querySelector<HTMLElement>("[data-autofocus]") ?? ref.current?.querySelector<HTMLElement>("button");
    target?.focus();
  }, [view, isAuthenticated]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  };

  return (
    // Escape closes this non-modal dialog, as the ARIA dialog pattern wants; the rule exempts only the <dialog> element.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <section ref={ref} id={id} className={styles.panel} role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {view === "settings" ? t`Chat settings` : t`Live chat`}
        </h2>
        {isAuthenticated ? (
          <button type="button" className={styles.headerButton} onClick={() => setView(view === "settings" ? "messages" : "settings")}>
            {view === "settings" ? t`Back to messages` : t`Settings`}
          </button>
        ) : null}
        <IconButton label={t`Close chat`} icon="close" onClick={onClose} />
      </header>
      <div className={styles.body}>
        {!isAuthenticated ? (
          <Stack gap="md">
            <Text as="p">{t`Log in to chat with our support team.`}</Text>
            <Button
              data-autofocus
              onClick={() => {
                onClose();
                modal.open("login");
              }}
            >
              {t`Log in`}
            </Button>
          </Stack>
        ) : view === "settings" ? (
          <ChatSettingsForm />
        ) : (
          <ChatConversation />
        )}
      </div>
    </section>
  );
}
