import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PAGE_LABELS } from "../pages/page-labels.ts";
import { LEGAL_PAGES } from "../pages/legal/legal-pages.ts";

/** Built-in labels under the keys the content service uses; the remote texts override them by key. */
const LABELS: Record<string, MessageDescriptor> = {
  "welcome.title": msg`Welcome bonus`,
  "welcome.text": msg`Get up to 1000 EUR plus 100 free spins on your first deposit. Deposit from 100 Euro.`,
  "welcome.cta": msg`Claim your bonus`,
  "home.hero.title": msg`Hundreds of studios, thousands of games`,
  "home.hero.subtitle": msg`Slots, live dealers and table games, with fast payouts in fiat and crypto.`,
  "lobby.search.placeholder": msg`Search games or providers`,
  "lobby.no-games": msg`No games found`,
  "game.not-found": msg`GAME NOT FOUND`,
  "game.country-restricted": msg`This game is not available in your country.`,
  "geo-block.title": msg`Site Unavailable in Your Country`,
  "geo-block.text": msg`We are sorry, but our services are not available in your region. If you use a VPN, please turn it off and verify your location again.`,
  "cookie.notice": msg`We use cookies to keep you logged in, remember your settings and improve the site. By continuing you accept our use of cookies.`,
  "footer.age-notice": msg`18+ Play responsibly. Gambling can be addictive.`,
  "footer.licence": msg`This website is operated under a gaming licence. All games are tested for fairness by independent laboratories.`,
};

const MENU = Object.fromEntries(Object.entries(PAGE_LABELS).map(([key, label]) => [`menu.${key}`, label]));
const LEGAL_TITLES = Object.fromEntries(LEGAL_PAGES.map(({ key, slug }) => [`legal.${slug}.title`, PAGE_LABELS[key] ?? msg`Legal`]));

/**
 * The built-in texts of the site's frame by content key: labels, menus (`menu.<label>`) and legal titles. The FAQ,
 * bonus and deposit error texts are built in too, in their own chunk (topic-texts.ts): only the pages that show them
 * need them, so neither their code nor their messages weigh on the first download.
 */
export const DEFAULT_CONTENT_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  ...LABELS,
  ...MENU,
  ...LEGAL_TITLES,
};
