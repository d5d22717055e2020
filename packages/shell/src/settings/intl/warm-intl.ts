import { trustedOwnScriptUrl } from "../../security/script-policy.ts";
import workerUrl from "./intl-warm.worker.ts?worker&url";

let started = false;

/**
 * Moves Intl's set-up off the page's main thread. A renderer's first Intl.NumberFormat or DateTimeFormat builds the
 * list of the locales it has, once per process for every thread of it: ~55 ms in Chromium here, ×4 on a slow phone,
 * a long task of its own in the middle of the first render (the lobby's welcome amount, a date). A worker of the
 * same page pays it on its own thread while the page waits for its data; the page's first formatter then costs
 * ~1 ms. If the page formats before the worker is done, it waits for the same set-up it would have done itself.
 * Once; nothing where there are no workers (tests, old browsers) or the policy refuses one.
 */
export function warmIntl(): void {
  if (started || typeof Worker === "undefined") return;
  started = true;
  try {
    new Worker(trustedOwnScriptUrl(workerUrl) as string).addEventListener("error", (event) => event.preventDefault());
  } catch {
    // A browser or a policy without workers: the page sets Intl up itself, as it did before.
  }
}
