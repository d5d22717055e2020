// The one gate for URLs from the server (DESIGN §5.2, issue 25 point 4): redirects, frames, scripts and links.
export { URL_KINDS, URL_REFUSALS, checkUrl, isLoopbackOrigin } from "../urls/check-url.ts";
export type { UrlCheck, UrlKind, UrlPolicy, UrlRefusal } from "../urls/check-url.ts";
