import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { CHAT_MESSAGE_MAX_LENGTH, chatMessagesQueryOptions, chatSettingsQueryOptions, sendChatMessageMutationOptions } from "@casino/api-client";
import { useLocale } from "@casino/i18n";
import { Button, Skeleton, Text, TextField, VisuallyHidden } from "@casino/ui-kit";
import { notifyInBackground, playChime } from "./chat-alerts.ts";
import * as styles from "./LiveChat.css.ts";

/** The player's conversation with support: the messages as a log, and a form to write. */
export function ChatConversation() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const messages = useQuery(chatMessagesQueryOptions());
  const settings = useQuery(chatSettingsQueryOptions());
  const send = useMutation(sendChatMessageMutationOptions(queryClient));
  const [draft, setDraft] = useState("");
  const logRef = useRef<HTMLOListElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short" });

  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [messages.data?.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    send.mutate(
      { body },
      {
        onSettled: () => fieldRef.current?.focus(),
        onSuccess: (added) => {
          setDraft("");
          const answer = added.find((message) => message.author === "support");
          if (!answer) return;
          if (settings.data?.sound) playChime();
          if (settings.data?.notifications) notifyInBackground(t`Support`, answer.body);
        },
      },
    );
  };

  return (
    <>
      {messages.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading messages`}>
          <Skeleton lines={3} />
        </div>
      ) : (
        <ol ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={t`Messages`} tabIndex={0}>
          {(messages.data ?? []).map((message) => (
            <li key={message.id} className={message.author === "player" ? `${styles.message} ${styles.own}` : styles.message}>
              <VisuallyHidden>{message.author === "player" ? t`You:` : t`Support:`}</VisuallyHidden> {message.body}
              <time className={styles.time} dateTime={message.createdAt}>
                {time.format(new Date(message.createdAt))}
              </time>
            </li>
          ))}
          {messages.isError ? (
            <li>
              <Text tone="danger">{t`Messages could not be loaded.`}</Text>
            </li>
          ) : null}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.grow}>
          <TextField
            ref={fieldRef}
            label={t`Message`}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            data-autofocus
            onChange={(event) => setDraft(event.target.value)}
            {...(send.isError ? { error: t`Your message could not be sent. Please try again.` } : {})}
          />
        </div>
        <Button type="submit" loading={send.isPending} disabled={!draft.trim()}>
          {t`Send`}
        </Button>
      </form>
    </>
  );
}
