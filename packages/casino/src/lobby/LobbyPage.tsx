import { useLingui } from "@lingui/react/macro";
import { MyGamesSection } from "../collection/MyGamesSection.tsx";
import { DeferredGameBrowser } from "../grid/DeferredGameBrowser.tsx";
import { CasinoPage } from "./CasinoPage.tsx";
import { CategoryRows } from "./CategoryRows.tsx";
import { Welcome } from "./Welcome.tsx";

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
