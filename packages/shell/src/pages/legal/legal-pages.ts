import type { LEGAL_PAGE_KEYS } from "../default-pages.ts";

export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

/** Each legal page key with the slug of its content texts (`legal.<slug>.title`, `legal.<slug>.html`). */
export const LEGAL_PAGES: readonly { key: LegalPageKey; slug: string }[] = [
  { key: "privacyPolicy", slug: "privacy-policy" },
  { key: "termsAndConditions", slug: "terms-and-conditions" },
  { key: "amlPolicy", slug: "aml-policy" },
  { key: "responsibleGambling", slug: "responsible-gambling" },
  { key: "kycRefundPolicy", slug: "kyc-refund-policy" },
  { key: "bonusTerms", slug: "bonus-terms" },
  { key: "legalUseOfWebsite", slug: "legal-use-of-website" },
];
