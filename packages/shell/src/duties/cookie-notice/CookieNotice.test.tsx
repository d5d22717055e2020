import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api.ts";
import { renderApp, startSession } from "../../test/render-app.tsx";
import { dutyRoutes } from "../duty-routes.ts";

beforeEach(() => startSession(null));
afterEach(() => Cookies.remove("cookie-consent", { path: "/" }));

const notice = () => screen.queryByRole("region", { name: "Cookie notice" });

describe("the cookie notice", () => {
  it("offers accept-all with a link to the privacy policy; once accepted it stays gone", async () => {
    const first = renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    const region = await screen.findByRole("region", { name: "Cookie notice" });
    expect(within(region).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(within(region).getAllByRole("button").map((b) => b.textContent)).toEqual(["Accept all"]);
    await userEvent.click(within(region).getByRole("button", { name: "Accept all" }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(Cookies.get("cookie-consent")).toBe("all");
    expect(JSON.parse(localStorage.getItem("cookieConsent") ?? "{}")).toMatchObject({ accepted: "all" });
    first.unmount();

    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    await screen.findByRole("banner");
    expect(notice()).toBeNull();
  });

  it("follows the brand's privacy-policy path", async () => {
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch, brand: { pageUrlSetup: [{ key: "privacyPolicy", href: "/privacy" }] } });
    const region = await screen.findByRole("region", { name: "Cookie notice" });
    expect(within(region).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });

  it.each([
    ["on the play page", "/play/book-of-gold", {}],
    ["when the brand turned cookiesPopup off", "/", { cookiesPopup: false }],
  ])("is hidden %s", async (_, path, brand) => {
    renderApp(path, { fetch: fakeApi(dutyRoutes()).fetch, brand });
    await screen.findByRole("banner");
    expect(notice()).toBeNull();
  });

  it("is hidden from bots", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    renderApp("/", { fetch: fakeApi(dutyRoutes()).fetch });
    await screen.findByRole("banner");
    expect(notice()).toBeNull();
  });
});
