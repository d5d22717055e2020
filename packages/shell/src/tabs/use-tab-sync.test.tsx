import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearStoredLocale } from "@casino/i18n";
import { dutyRoutes } from "../duties/duty-routes.ts";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import { AUTH_TOKEN_COOKIE } from "../session/token-cookie.ts";
import { isTabTransportConnected } from "./tab-bus.ts";
import { TAB_CHANNEL_NAME } from "./tab-channel.ts";

// The other tab: a channel of the same name (the tests' BroadcastChannel keeps it inside this file).
let otherTab: BroadcastChannel;
let heard: unknown[];
beforeEach(() => {
  otherTab = new BroadcastChannel(TAB_CHANNEL_NAME);
  heard = [];
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
});
afterEach(() => {
  otherTab.close();
  Cookies.remove("cookie-consent", { path: "/" });
  startSession(null);
  clearStoredLocale();
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
});

const routes = () => dutyRoutes({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 50 })) });
/** The page is up and has joined the other tabs (the channel's code loads just after the first paint). */
async function banner() {
  const header = await screen.findByRole("banner");
  await waitFor(() => expect(isTabTransportConnected()).toBe(true));
  return header;
}

describe("the tabs of one visit", () => {
  it("shows the guest header and forgets the player when another tab logs out, without a reload", async () => {
    startSession("tok-a");
    renderApp("/", { fetch: fakeApi(routes()).fetch });
    await within(await banner()).findByTestId("header-balance");

    Cookies.remove(AUTH_TOKEN_COOKIE);
    otherTab.postMessage({ type: "session", reason: "USER_INITIATED" });

    await waitFor(() => expect(within(screen.getByRole("banner")).queryByTestId("header-balance")).toBeNull());
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Session ended" })).toBeNull();
  });

  it("shows the balance when another tab logs in", async () => {
    startSession(null);
    renderApp("/", { fetch: fakeApi(routes()).fetch });
    await within(await banner()).findByRole("link", { name: "Log in" });

    Cookies.set(AUTH_TOKEN_COOKIE, "tok-b");
    otherTab.postMessage({ type: "session", reason: null });

    expect(await within(screen.getByRole("banner")).findByTestId("header-balance")).toBeTruthy();
  });

  it("switches to the language another tab chose, without echoing it back", async () => {
    startSession(null);
    renderApp("/", { fetch: fakeApi(routes()).fetch });
    await banner();
    otherTab.postMessage({ type: "locale", locale: "ar" });
    await waitFor(() => expect(document.documentElement.lang).toBe("ar"));
    expect(document.documentElement.dir).toBe("rtl");
    // Following it is not a choice of this tab: nothing goes back.
    expect(heard).toEqual([]);
  });

  it("hides the cookie notice when another tab accepts", async () => {
    startSession(null);
    renderApp("/", { fetch: fakeApi(routes()).fetch });
    await screen.findByRole("region", { name: "Cookie notice" });
    await banner();
    otherTab.postMessage({ type: "consent" });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Cookie notice" })).toBeNull());
  });

  it("tells the other tabs when the cookies are accepted here", async () => {
    startSession(null);
    renderApp("/", { fetch: fakeApi(routes()).fetch });
    const notice = await screen.findByRole("region", { name: "Cookie notice" });
    await banner();
    await userEvent.click(within(notice).getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(heard).toContainEqual({ type: "consent" }));
  });
});
