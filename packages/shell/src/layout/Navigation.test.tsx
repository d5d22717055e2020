import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../session/session-store.ts";
import { serveContentTexts } from "../test/content-api.ts";
import { renderShell } from "../test/render-shell.tsx";
import { resetNavStore } from "./nav-store.ts";
import { inWideWindow } from "../test/window-size.ts";

const SUNSET_MENU = [
  { label: "casino", page: "casino" },
  { label: { en: "Join today", de: "Heute beitreten" }, href: "/?modal=login", visibility: "guest" },
  { label: { en: "My bonuses" }, page: "bonuses", visibility: "user" },
  { label: "info", children: [{ label: "wallet", href: "/Wallet", visibility: "user" }, { label: "contacts", href: "/contacts" }] },
];

beforeEach(() => {
  resetNavStore();
  serveContentTexts({ en: {} });
});
afterEach(() => act(() => useSessionStore.getState().clearToken()));

async function openInfo(nav: HTMLElement) {
  await userEvent.click(within(nav).getByRole("button", { name: "Info" }));
  return within(nav);
}

describe("the menu and who sees what", () => {
  inWideWindow();
  it("shows guests the guest-only entries and no user-only ones, in groups too", async () => {
    renderShell("/", { menu: SUNSET_MENU });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Join today" }).getAttribute("href")).toBe("/?modal=login");
    expect(within(nav).queryByRole("link", { name: "My bonuses" })).toBeNull();
    const info = await openInfo(nav);
    expect(info.getByRole("link", { name: "Contacts" })).toBeTruthy();
    expect(info.queryByRole("link", { name: "Wallet" })).toBeNull();
  });

  it("links an external entry only when the URL gate lets it through (an https site), else shows its text", async () => {
    // A refusal goes through reportError, which logs it as an error first.
    const warn = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const menu = [
      { label: { en: "Blog" }, href: "https://blog.example/news" },
      { label: { en: "Trap" }, href: "javascript:alert(document.cookie)" },
      { label: { en: "Plain" }, href: "http://blog.example/" },
    ];
    renderShell("/", { menu });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect((await within(nav).findByRole("link", { name: "Blog" })).getAttribute("href")).toBe("https://blog.example/news");
    for (const name of ["Trap", "Plain"]) {
      expect(within(nav).queryByRole("link", { name })).toBeNull();
      expect(within(nav).getByText(name)).toBeTruthy();
    }
    expect(warn).toHaveBeenCalledWith("[url:link]", expect.objectContaining({ name: "RefusedUrl", message: expect.stringContaining(`Refused a link URL from the server`) }));
    // Both Trap and Plain are refused; which is reported first depends on what renders first, so look at them all.
    const refused = warn.mock.calls.filter(([where]) => where === "[url:link]").map(([, error]) => String(error));
    expect(refused.some((text) => text.includes("javascript:alert(document.cookie)"))).toBe(true);
    expect(refused.some((text) => text.includes("http://blog.example/"))).toBe(true);
  });

  it("shows players the user-only entries and hides the guest-only ones", async () => {
    act(() => useSessionStore.getState().setToken("player-token"));
    renderShell("/", { menu: SUNSET_MENU });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "My bonuses" }).getAttribute("href")).toBe("/bonuses");
    expect(within(nav).queryByRole("link", { name: "Join today" })).toBeNull();
    expect((await openInfo(nav)).getByRole("link", { name: "Wallet" })).toBeTruthy();
  });

  it("defaults to the spec's design-setup navigation: Tournaments, VIP and the Info group", async () => {
    renderShell("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Tournaments" }).getAttribute("href")).toBe("/tournaments");
    expect(within(nav).getByRole("link", { name: "VIP" }).getAttribute("href")).toBe("/vip");
    const info = await openInfo(nav);
    const children: [string, string][] = [
      ["Profile details", "/profile"],
      ["Wallet", "/Wallet"],
      ["Responsibility", "/responsibility"],
      ["Contacts", "/contacts"],
    ];
    for (const [name, href] of children) {
      expect(info.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
  });

  it("closes an open group with Escape and returns focus to its button", async () => {
    renderShell("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const info = await openInfo(nav);
    expect(info.getByRole("link", { name: "Contacts" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(info.queryByRole("link", { name: "Contacts" })).toBeNull();
    expect(document.activeElement).toBe(info.getByRole("button", { name: "Info" }));
  });

  it("takes menu labels from the remote content texts", async () => {
    serveContentTexts({ en: { "menu.tournaments": "Weekly tournaments" } });
    renderShell("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Weekly tournaments" })).toBeTruthy();
  });
});

describe("the header actions", () => {
  it("offers guests Log in and Sign up, both opening the login modal over the current page", async () => {
    renderShell("/tournaments");
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/tournaments?modal=login");
    expect(within(banner).getByRole("link", { name: "Sign up" }).getAttribute("href")).toContain("modal=login");
  });

  it("gives players the account menu with Log out instead", async () => {
    act(() => useSessionStore.getState().setToken("player-token"));
    renderShell("/");
    const banner = await screen.findByRole("banner");
    // The player's part of the header is a chunk of its own.
    const account = await within(banner).findByRole("button", { name: "Account" });
    expect(within(banner).queryByRole("link", { name: "Log in" })).toBeNull();
    await userEvent.click(account);
    const menu = within(document.getElementById(account.getAttribute("aria-controls") ?? "") as HTMLElement);
    expect(menu.getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe("/deposit");
    expect(menu.getByRole("button", { name: "Log out" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(menu.queryByRole("button", { name: "Log out" })).toBeNull();
    expect(document.activeElement).toBe(account);
  });
});

describe("the menu drawer (menu mode and phones)", () => {
  it("is the only menu in menu mode: the header draws no hidden menu bar (happy-dom's window is 1024 px)", async () => {
    renderShell("/");
    const banner = await screen.findByRole("banner");
    await within(banner).findByRole("button", { name: "Menu" });
    expect(within(banner).queryByRole("navigation", { name: "Main", hidden: true })).toBeNull();
    await userEvent.click(within(banner).getByRole("button", { name: "Menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(drawer).getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("opens from the menu button, closes with Escape and gives focus back", async () => {
    renderShell("/");
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // The page behind does not scroll while it is open.
    expect(document.documentElement.hasAttribute("data-nav-drawer-open")).toBe(true);
    expect(within(drawer).getByRole("link", { name: "Tournaments" })).toBeTruthy();
    expect(within(drawer).getByRole("combobox", { name: "Language" })).toBeTruthy();
    within(drawer).getByRole("link", { name: "Tournaments" }).focus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.hasAttribute("data-nav-drawer-open")).toBe(false);
  });

  it("closes when a link in it is followed", async () => {
    const { router } = renderShell("/");
    await userEvent.click(await screen.findByRole("button", { name: "Menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(drawer).getByRole("link", { name: "Tournaments" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tournaments"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull());
  });
});

describe("the panel navigation system", () => {
  const noir = { navigationSystem: "panel", pageUrlSetup: [{ key: "casino", href: "/games" }] };

  it("lists the casino sections by page key in a side panel, following pageUrlSetup", async () => {
    renderShell("/", noir);
    const panel = await screen.findByRole("complementary", { name: "Navigation panel" });
    const nav = within(panel).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Casino" }).getAttribute("href")).toBe("/games");
    expect(within(nav).getByRole("link", { name: "Tournaments" })).toBeTruthy();
    expect(within(screen.getByRole("banner")).queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("folds the panel and remembers it", async () => {
    renderShell("/", noir);
    const panel = await screen.findByRole("complementary", { name: "Navigation panel" });
    await userEvent.click(within(panel).getByRole("button", { name: "Collapse navigation" }));
    expect(within(panel).queryByRole("navigation", { name: "Main" })).toBeNull();
    const expand = within(panel).getByRole("button", { name: "Expand navigation" });
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    expect(localStorage.getItem("navPanel")).toContain('"panelCollapsed":true');
  });
});
