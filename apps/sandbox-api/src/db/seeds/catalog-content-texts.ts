import { amlPolicy, privacyPolicy, termsAndConditions } from "./catalog-content-legal-a.ts";
import { bonusTerms, kycRefundPolicy, legalUseOfWebsite, responsibleGambling } from "./catalog-content-legal-b.ts";

const faq: ReadonlyArray<readonly [question: string, answer: string]> = [
  ["How do I open an account?", "Click Sign up, enter your e-mail, password, country and currency, confirm that you are over 18 and accept the terms. You can play right after confirming your e-mail address."],
  ["Which payment methods can I use?", "Cards, bank transfer, UPI, e-wallets and cryptocurrencies such as BTC, ETH, USDT and LTC, depending on your country and currency. The cashier shows the methods available to you."],
  ["How long do withdrawals take?", "Once your account is verified, most withdrawals are processed within 24 hours. Crypto withdrawals usually arrive within an hour after approval."],
  ["Why do I need to verify my identity?", "Our licence requires us to confirm the age and identity of every player and to prevent fraud. Upload your documents in the Verification section of your profile; we review them within 24 hours."],
  ["How does the welcome bonus work?", "Deposit at least 100 EUR and receive a 100% bonus up to 1000 EUR plus 100 free spins. The bonus must be wagered 35 times before it can be withdrawn; see the Bonus Terms."],
  ["Can I play for free?", "Most slots and table games offer a demo mode with play money. Live dealer games can only be played for real money."],
  ["How do I set limits or take a break?", "Open Limits in your profile to set deposit, loss, bet and session limits, freeze your account or exclude yourself. Lower limits apply immediately."],
  ["I forgot my password. What now?", "Choose Forgot password on the login form and follow the link we e-mail you. The link is valid for a limited time."],
];

/** Every key in English; other locales translate a subset and fall back to these. */
export const englishTexts: Record<string, string> = {
  "welcome.title": "Welcome bonus",
  "welcome.text": "Get up to 1000 EUR plus 100 free spins on your first deposit. Deposit from 100 Euro.",
  "welcome.cta": "Claim your bonus",
  /** The promotion the lobby's welcome tile leads to (a slug of the promotions catalogue, not a text to translate). */
  "welcome.promotion": "welcome-offer",
  "home.hero.title": "Hundreds of studios, thousands of games",
  "home.hero.subtitle": "Slots, live dealers and table games, with fast payouts in fiat and crypto.",
  "lobby.search.placeholder": "Search games or providers",
  "lobby.no-games": "No games found",
  "game.not-found": "GAME NOT FOUND",
  "game.country-restricted": "This game is not available in your country.",
  "geo-block.title": "Site Unavailable in Your Country",
  "geo-block.text": "We are sorry, but our services are not available in your region. If you use a VPN, please turn it off and verify your location again.",
  "cookie.notice": "We use cookies to keep you logged in, remember your settings and improve the site. By continuing you accept our use of cookies.",
  "footer.age-notice": "18+ Play responsibly. Gambling can be addictive.",
  "footer.licence": "This website is operated under a gaming licence. All games are tested for fairness by independent laboratories.",
  "faq.title": "Frequently asked questions",
  ...Object.fromEntries(
    faq.flatMap(([question, answer], i) => [
      [`faq.items.${i + 1}.question`, question],
      [`faq.items.${i + 1}.answer`, answer],
    ]),
  ),
  "legal.privacy-policy.title": "Privacy Policy",
  "legal.privacy-policy.html": privacyPolicy.trim(),
  "legal.terms-and-conditions.title": "Terms and Conditions",
  "legal.terms-and-conditions.html": termsAndConditions.trim(),
  "legal.aml-policy.title": "Anti-Money Laundering Policy",
  "legal.aml-policy.html": amlPolicy.trim(),
  "legal.responsible-gambling.title": "Responsible Gambling",
  "legal.responsible-gambling.html": responsibleGambling.trim(),
  "legal.kyc-refund-policy.title": "KYC and Refund Policy",
  "legal.kyc-refund-policy.html": kycRefundPolicy.trim(),
  "legal.bonus-terms.title": "Bonus Terms",
  "legal.bonus-terms.html": bonusTerms.trim(),
  "legal.legal-use-of-website.title": "Legal Use of the Website",
  "legal.legal-use-of-website.html": legalUseOfWebsite.trim(),
};

/** Every other locale's texts (content-texts/), all but the legal bodies, which stay English under `legal.note`. */
export { translatedTexts } from "./content-texts/index.ts";
