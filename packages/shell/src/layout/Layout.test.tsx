import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderShell } from "../test/render-shell.tsx";
import { inWideWindow } from "../test/window-size.ts";

describe("the shell frame", () => {
  inWideWindow();
  it("shows the brand's logo and name in the header, the home page, and the legal links", async () => {
    renderShell("/");
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("img", { name: "Test Casino logo" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Hundreds of studios, thousands of games" })).toBeTruthy();
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("shows 404 for an unknown path and Go Home returns to /", async () => {
    const { router } = renderShell("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Go Home" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Hundreds of studios, thousands of games" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows a coming-soon state for a page no feature has filled", async () => {
    renderShell("/tournaments");
    expect(await screen.findByRole("heading", { name: "Tournaments" })).toBeTruthy();
    expect(screen.getByText(/coming soon/i)).toBeTruthy();
  });

  it("moves links with the brand's pageUrlSetup", async () => {
    renderShell("/", { pageUrlSetup: [{ key: "casino", href: "/games" }] });
    const cta = await screen.findByRole("link", { name: "Explore the casino" });
    expect(cta.getAttribute("href")).toBe("/games");
  });

  it("shows guest-only menu entries to guests and hides user-only ones", async () => {
    renderShell("/", {
      menu: [
        { label: { en: "Join today" }, href: "/?modal=login", visibility: "guest" },
        { label: { en: "My bonuses" }, page: "bonuses", visibility: "user" },
      ],
    });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Join today" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "My bonuses" })).toBeNull();
  });
});
