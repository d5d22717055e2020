import { RECAPTCHA_ORIGINS, isAllowedScriptSrc, type AppSettings } from "@casino/domain";
import { isOwnScript, refuse, scriptPolicy, setScriptRules, trustedTypesFactory } from "./script-policy.ts";

/**
 * The app's Trusted Types policies. The brand's Content-Security-Policy enforces Trusted Types
 * (`require-trusted-types-for 'script'`) and names exactly these, plus DOMPurify's own ("dompurify", which it uses to
 * parse): every HTML or script sink of the app goes through one of them, and each checks what it is given.
 * - HTML_POLICY: sanitised HTML only (the policy itself runs DOMPurify over what it is given);
 * - SCRIPT_POLICY: script URLs on the brand's tag-script hosts or reCAPTCHA's (the login's loader; the CSP allows them
 *   only when brand.json has a site key), the site's own (a worker of the build), and inline script text only when
 *   the brand opts in (contentSecurity.allowInlineTagScripts).
 * Browsers without Trusted Types get the checked strings themselves.
 */
export const HTML_POLICY = "casino-html";
export { SCRIPT_POLICY, trustedOwnScriptUrl } from "./script-policy.ts";

type HtmlPolicy = { createHTML: (input: string) => unknown };

/** What the script policy lets through: build-time brand settings (settings2 can't change them). */
export type ScriptAllowance = { tagScriptHosts: readonly string[]; allowInline: boolean };
let allowance: ScriptAllowance = { tagScriptHosts: [], allowInline: false };

/**
 * Set by the script loader before it injects, from the settings' contentSecurity: brand.json and its build-time
 * overrides only (loadSettings never takes it from settings2), the values the build's policy was written from.
 */
export function configureScriptAllowance(settings: Pick<AppSettings, "contentSecurity">): void {
  const { tagScriptHosts, allowInlineTagScripts } = settings.contentSecurity;
  allowance = { tagScriptHosts: [...tagScriptHosts], allowInline: allowInlineTagScripts };
}

export const scriptAllowance = (): ScriptAllowance => allowance;

/** Whether a tag script's src may run: on the brand's tag-script hosts. */
export const isAllowedTagScript = (src: string): boolean => isAllowedScriptSrc(src, allowance.tagScriptHosts, document.baseURI);

const allowedScriptUrl = (url: string) =>
  isAllowedTagScript(url) || isAllowedScriptSrc(url, RECAPTCHA_ORIGINS, document.baseURI);

// The policy (script-policy.ts) lets through, from now on, the brand's tag scripts and reCAPTCHA's besides the site's own.
setScriptRules({ scriptUrl: (url) => allowedScriptUrl(url) || isOwnScript(url), script: () => allowance.allowInline });

let htmlPolicy: HtmlPolicy | undefined;

/** A script URL for `script.src`, or a TypeError when it is not on the allow-list. */
export function trustedScriptUrl(url: string): string {
  if (!allowedScriptUrl(url)) refuse(`the script ${url}`);
  return (scriptPolicy()?.createScriptURL(url) ?? url) as string;
}

/** Inline script text for `script.text`, or a TypeError unless the brand allows inline tag scripts. */
export function trustedScript(text: string): string {
  if (!allowance.allowInline) refuse("an inline script");
  return (scriptPolicy()?.createScript(text) ?? text) as string;
}

/**
 * `sanitize` (DOMPurify with the content config) as the HTML policy: what it returns may go into innerHTML. Called
 * once by sanitize-html.ts; the policy is created on the first use.
 */
export function htmlSink(sanitize: (html: string) => string): (html: string) => TrustedHTML | string {
  return (html) => {
    const tt = trustedTypesFactory();
    if (!tt) return sanitize(html);
    htmlPolicy ??= tt.createPolicy(HTML_POLICY, { createHTML: sanitize });
    return htmlPolicy.createHTML(html) as TrustedHTML;
  };
}
