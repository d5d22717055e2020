import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PlayBlock } from "@casino/domain";
import { ModalLink, PageLink } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { linkButton, linkSecondary } from "./PlayPage.css.ts";
import { PlayNotice } from "./PlayNotice.tsx";

export type PlayBlockNoticeProps = {
  block: PlayBlock;
  slug: string;
  /** The game has a demo mode (offered where real play is refused). */
  hasDemo: boolean;
  isLoggedIn: boolean;
  onRetry?: () => void;
};

/** Why the game cannot start, in the player's words, with the next steps (spec §8 messages). */
export function PlayBlockNotice({ block, slug, hasDemo, isLoggedIn, onRetry }: PlayBlockNoticeProps) {
  const { t } = useLingui();
  const game = { game: slug };
  const casino = (
    <PageLink page="casino" className={linkSecondary}>
      {t`Browse other games`}
    </PageLink>
  );
  const demo = hasDemo ? (
    <PageLink page="play" params={game} search={{ mode: "demo" }} className={linkSecondary}>
      {t`Play the demo`}
    </PageLink>
  ) : null;
  const login = (
    <ModalLink modal="login" className={linkButton}>
      {t`Log in`}
    </ModalLink>
  );
  const notices: Record<PlayBlock, { title: string; text: ReactNode; actions: ReactNode }> = {
    notFound: { title: t`GAME NOT FOUND`, text: t`This game does not exist or is no longer available.`, actions: casino },
    countryRestricted: {
      title: t`Not available in your country`,
      text: t`You cannot play this game: it is not allowed in your country. Other games may be available to you.`,
      actions: casino,
    },
    bonusNotEligible: {
      title: t`This game does not count for your bonus`,
      text: t`While a bonus is active you can only play the games it is valid for. Choose one of them, or try this game in demo mode.`,
      actions: (
        <>
          {casino}
          {demo}
          <PageLink page="myBonuses" className={linkSecondary}>
            {t`My bonuses`}
          </PageLink>
        </>
      ),
    },
    demoUnavailable: {
      title: t`Demo not available`,
      text: hasDemo ? t`Log in to try this game in demo mode.` : t`This game has no demo mode.`,
      actions: (
        <>
          {isLoggedIn ? null : login}
          <PageLink page="play" params={game} className={isLoggedIn ? linkButton : linkSecondary}>
            {t`Play for real`}
          </PageLink>
        </>
      ),
    },
    login: {
      title: t`Log in to play for real money`,
      text: t`Real-money play needs an account. Log in and the game starts here.`,
      actions: (
        <>
          {login}
          {demo}
        </>
      ),
    },
    selfExcluded: {
      title: t`Your account is self-excluded`,
      text: t`You cannot play for real money while your self-exclusion is active. You can still withdraw your balance.`,
      actions: (
        <>
          <PageLink page="withdraw" className={linkSecondary}>
            {t`Withdraw`}
          </PageLink>
          <PageLink page="responsibleGambling" className={linkSecondary}>
            {t`Responsible gambling`}
          </PageLink>
        </>
      ),
    },
    failed: {
      title: t`The game could not start`,
      text: t`Try again later`,
      actions: onRetry ? <Button onClick={onRetry}>{t`Retry`}</Button> : casino,
    },
  };
  const notice = notices[block];
  return (
    <PlayNotice title={notice.title} actions={notice.actions}>
      <p>{notice.text}</p>
    </PlayNotice>
  );
}
