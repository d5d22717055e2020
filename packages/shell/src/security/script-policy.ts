/**
 * The casino-scripts Trusted Types policy (trusted-types.ts tells its whole story), on its own: small enough for the
 * entry, which needs it for the build's own worker (warm-intl.ts), without the tag scripts' allow-lists. The policy
 * lets through what the rules say: the site's own scripts until trusted-types.ts (the script loader's, the login's)
 * adds the brand's tag-script hosts, reCAPTCHA's and the inline text a brand opts into.
 */
export const SCRIPT_POLICY = "casino-scripts";

type Policy = {
  createHTML?: (input: string) => unknown;
  createScript?: (input: string) => unknown;
  createScriptURL?: (input: string) => unknown;
};
type PolicyFactory = { createPolicy: (name: string, rules: Policy) => Required<Policy> };

export const trustedTypesFactory = (): PolicyFactory | undefined => (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

/** A script of the site itself (the build's own worker): its origin is the page's, as the CSP's 'self' allows. */
export const isOwnScript = (url: string): boolean => {
  try {
    return new URL(url, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
};

export type ScriptRules = { scriptUrl: (url: string) => boolean; script: (text: string) => boolean };
let rules: ScriptRules = { scriptUrl: isOwnScript, script: () => false };

/** trusted-types.ts's rules, set once when it loads (before any of its sinks is used). */
export function setScriptRules(next: ScriptRules): void {
  rules = next;
}

export function refuse(what: string): never {
  throw new TypeError(`${SCRIPT_POLICY} refused ${what}`);
}

let policy: Required<Policy> | undefined;

/** The policy, created on the first use; undefined in a browser without Trusted Types. */
export function scriptPolicy(): Required<Policy> | undefined {
  const tt = trustedTypesFactory();
  if (!tt) return undefined;
  policy ??= tt.createPolicy(SCRIPT_POLICY, {
    createScriptURL: (url) => (rules.scriptUrl(url) ? url : refuse(`the script ${url}`)),
    createScript: (text) => (rules.script(text) ? text : refuse("an inline script")),
  });
  return policy;
}

/** The URL of one of the build's own scripts (a worker's), or a TypeError when it is not on the site's origin. */
export function trustedOwnScriptUrl(url: string): string {
  if (!isOwnScript(url)) refuse(`the script ${url}`);
  return (scriptPolicy()?.createScriptURL(url) ?? url) as string;
}
