import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { categoryListQueryOptions } from "@casino/api-client";
import { useLocale } from "@casino/i18n";
import { GameBrowser } from "../grid/GameBrowser.tsx";
import { CasinoPage } from "./CasinoPage.tsx";
import { LookupStates } from "./LookupStates.tsx";

/** A category page: its heading and the game browser fixed to the category, named by that heading (shown once). */
function FixedCategoryPage({ category, title }: { category: string; title: string }) {
  return (
    <CasinoPage title={title} heading={title}>
      <GameBrowser category={category} heading={title} titledByPage />
    </CasinoPage>
  );
}

/** /casino/slots */
export function SlotsPage() {
  const { t } = useLingui();
  return <FixedCategoryPage category="slots" title={t`Slots`} />;
}

/** /casino/live-casino */
export function LiveCasinoPage() {
  const { t } = useLingui();
  return <FixedCategoryPage category="live-casino" title={t`Live casino`} />;
}

/** /casino/popular */
export function PopularPage() {
  const { t } = useLingui();
  return <FixedCategoryPage category="popular" title={t`Popular`} />;
}

/** /casino/categories/$category: any other category of the list (new, jackpots, table games...), named in the locale. */
export function CategoryGamesPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { category: slug = "" } = useParams({ strict: false });
  const query = useQuery(categoryListQueryOptions(locale));
  const category = query.data?.find((entry) => entry.slug === slug);
  if (category) return <FixedCategoryPage category={category.slug} title={category.name} />;
  return (
    <LookupStates
      query={query}
      errorTitle={t`Casino`}
      notFoundTitle={t`Category not found`}
      notFoundMessage={<Trans>This game category does not exist.</Trans>}
      back="casino"
    />
  );
}
