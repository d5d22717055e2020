import { trustedScriptUrl } from "@casino/shell";
/** Google reCAPTCHA v3 (score based, no puzzle): loaded only when the brand sets reCaptchaSiteKey. */
export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
/** How long the login waits for Google before it goes on without a token (the server then decides). */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

type Grecaptcha = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> };
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loads = new Map<string, Promise<Grecaptcha>>();

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  const known = loads.get(siteKey);
  if (known) return known;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    const script = document.createElement("script");
    // Through the shell's Trusted Types policy: allowed when the build's brand.json has the site key (its CSP too).
    script.src = trustedScriptUrl(`${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`);
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error("reCAPTCHA did not start")));
    script.onerror = () => reject(new Error("reCAPTCHA could not be loaded"));
    document.head.append(script);
  });
  // A failed load may be retried on the next submit.
  loading.catch(() => loads.delete(siteKey));
  loads.set(siteKey, loading);
  return loading;
}

/** Starts loading the script early (the login form calls it when it opens), so the submit does not wait for it. */
export function preloadRecaptcha(siteKey: string): void {
  if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
}

/**
 * A reCAPTCHA token for `action`, or undefined when the brand has no site key, or Google cannot be reached in
 * time (blocked by an extension or a network): the login is then sent without one and the server decides.
 */
export async function recaptchaToken(siteKey: string, action: string, timeoutMs = RECAPTCHA_TIMEOUT_MS): Promise<string | undefined> {
  if (!siteKey) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)));
  const token = loadRecaptcha(siteKey).then(
    (grecaptcha) => new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject))),
  );
  try {
    return await Promise.race([token.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** For tests: forget loaded scripts. */
export function resetRecaptcha(): void {
  loads.clear();
}
