import { useLingui } from "@lingui/react/macro";
import { winOfMonth } from "@casino/domain";
import { useLocale } from "@casino/i18n";
import { formatMoney, useContentTexts, useCurrentUser, useSession } from "@casino/shell";
import { MyGamesSection } from "../collection/MyGamesSection.tsx";
import { DeferredGameBrowser } from "../grid/DeferredGameBrowser.tsx";
import { CasinoPage } from "./CasinoPage.tsx";
import { CategoryRows } from "./CategoryRows.tsx";
import { WelcomeBanner } from "./WelcomeBanner.tsx";

function Welcome() {
  const { locale } = useLocale();
  const { texts } = useContentTexts();
  const { isAuthenticated } = useSession();
  const { data: player } = useCurrentUser();
  const win = winOfMonth(isAuthenticated ? player : undefined);
  return (
    <WelcomeBanner
      title={texts["welcome.title"] ?? ""}
      text={texts["welcome.text"] ?? ""}
      cta={texts["welcome.cta"] ?? ""}
      winAmount={isAuthenticated && !player ? undefined : formatMoney(win.amount, win.currency, locale, { crypto: win.crypto })}
      promotion={texts["welcome.promotion"] || undefined}
      isGuest={!isAuthenticated}
    />
  );
}

/** /casino: the welcome offer, the player's games, a carousel per category, then the whole catalogue (its code after first paint: it sits below the fold). */
export function LobbyPage() {
  const { t } = useLingui();
  return (
    <CasinoPage title={t`Casino`} heading={t`Casino`}>
      <Welcome />
      <MyGamesSection />
      <CategoryRows />
      <DeferredGameBrowser heading={t`All games`} />
    </CasinoPage>
  );
}
