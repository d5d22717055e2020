import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@casino/i18n";
import { ModalLink, PageLink } from "@casino/shell";
import { linkButton, linkSecondary } from "./PlayPage.css.ts";
import { PlayNotice } from "./PlayNotice.tsx";
import type { CloseReason } from "./use-play-closing.ts";

/** The game was taken away mid-session: why, and where to go. */
export function PlayClosed({ reason, slug }: { reason: CloseReason; slug: string }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const until =
    reason.kind !== "session" && reason.until
      ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(reason.until))
      : null;
  const text =
    reason.kind === "session"
      ? t`Your session has ended, so the game was closed. Log in again to continue playing.`
      : reason.kind === "freeze"
        ? until
          ? t`Your account is frozen until ${until}, so the game was closed.`
          : t`Your account is frozen, so the game was closed.`
        : until
          ? t`You have excluded yourself from play until ${until}, so the game was closed. You can still withdraw.`
          : t`You have excluded yourself from play permanently, so the game was closed. You can still withdraw.`;
  return (
    <PlayNotice
      urgent
      title={t`The game was closed`}
      actions={
        <>
          {reason.kind === "session" ? (
            <ModalLink modal="login" className={linkButton}>
              {t`Log in`}
            </ModalLink>
          ) : (
            <PageLink page="responsibleGambling" className={linkButton}>
              {t`Responsible gambling`}
            </PageLink>
          )}
          <PageLink page="game" params={{ game: slug }} className={linkSecondary}>
            {t`Back to the game details`}
          </PageLink>
        </>
      }
    >
      <p>{text}</p>
    </PlayNotice>
  );
}
