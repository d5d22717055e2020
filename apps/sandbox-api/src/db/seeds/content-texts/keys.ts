/**
 * The content texts every locale translates (issue 31): the frame (footer, cookie notice, geo-block page), the home
 * hero and welcome offer, the lobby's search and empty state, the FAQ and the legal pages' titles, and `legal.note`,
 * the line a legal page shows above a body that stays in English. The legal bodies (`legal.*.html`) stay English.
 */
export type TranslatedContentTexts = {
  readonly [key in
    | "welcome.title" | "welcome.text" | "welcome.cta"
    | "home.hero.title" | "home.hero.subtitle"
    | "lobby.search.placeholder" | "lobby.no-games"
    | "game.not-found" | "game.country-restricted"
    | "geo-block.title" | "geo-block.text"
    | "cookie.notice" | "footer.age-notice" | "footer.licence"
    | "faq.title"
    | `faq.items.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}.${"question" | "answer"}`
    | `legal.${"privacy-policy" | "terms-and-conditions" | "aml-policy" | "responsible-gambling" | "kyc-refund-policy" | "bonus-terms" | "legal-use-of-website"}.title`
    | "legal.note"]: string;
};
