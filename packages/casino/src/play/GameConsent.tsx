import { useLingui } from "@lingui/react/macro";
import { PageLink } from "@casino/shell";
import { Button } from "@casino/ui-kit";
import { linkSecondary } from "./PlayPage.css.ts";
import { PlayNotice } from "./PlayNotice.tsx";

/** The games' own cookie consent (spec §2), asked before the first game loads on this device. */
export function GameConsent({ provider, slug, onAccept }: { provider: string; slug: string; onAccept: () => void }) {
  const { t } = useLingui();
  return (
    <PlayNotice
      title={t`Game cookies`}
      actions={
        <>
          <Button onClick={onAccept}>{t`Accept and play`}</Button>
          <PageLink page="game" params={{ game: slug }} className={linkSecondary}>
            {t`Back`}
          </PageLink>
        </>
      }
    >
      <p>
        {t`This game is provided by ${provider} and uses its own cookies to run the game and keep your session. They are set by the provider, not by us.`}
      </p>
      <p>{t`Your choice is remembered on this device for a year.`}</p>
    </PlayNotice>
  );
}
