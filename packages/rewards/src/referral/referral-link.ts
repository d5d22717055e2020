import { REFERRAL_CODE_PARAMETER, checkUrl } from "@casino/domain";

export type ReferralLinkInput = {
  /** The brand's referAFriendLanding: a path of this site ("/", "/welcome") or an https page elsewhere. */
  landing: string;
  code: string;
  /** This site's origin (window.location.origin). */
  siteOrigin: string;
  /** The design setup's base path ("" outside it). */
  basePath?: string;
};

/**
 * The player's referral link: the brand's landing page with `?ref=<code>` (a `ref` already there is replaced). A
 * landing the URL gate refuses as a link (javascript:, credentials, plain http elsewhere) falls back to the home page.
 */
export function referralLink({ landing, code, siteOrigin, basePath = "" }: ReferralLinkInput): string {
  const trimmed = landing.trim();
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//");
  const path = `${basePath}${trimmed.startsWith("/") ? trimmed : `/${trimmed}`}`;
  const checked = checkUrl("link", absolute ? trimmed : path, { siteOrigin, allowedOrigins: [] });
  const url = new URL(checked.ok ? checked.url : `${siteOrigin}${basePath}/`);
  url.searchParams.set(REFERRAL_CODE_PARAMETER, code);
  return url.href;
}
