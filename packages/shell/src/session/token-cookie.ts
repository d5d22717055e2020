import Cookies from "js-cookie";

/** Where the access token lives (DESIGN §1.4): a cookie, 30 days, Secure on https, SameSite=Lax. */
export const AUTH_TOKEN_COOKIE = "token";
/** Spec §9: the auth cookie lasts 30 days (2592000 s). */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 2_592_000;

const isHttps = () => globalThis.location?.protocol === "https:";

export function readTokenCookie(): string | null {
  return Cookies.get(AUTH_TOKEN_COOKIE) || null;
}

export function writeTokenCookie(token: string): void {
  Cookies.set(AUTH_TOKEN_COOKIE, token, {
    expires: AUTH_COOKIE_MAX_AGE_SECONDS / 86_400,
    sameSite: "Lax",
    secure: isHttps(),
    path: "/",
  });
}

export function removeTokenCookie(): void {
  Cookies.remove(AUTH_TOKEN_COOKIE, { path: "/" });
}
