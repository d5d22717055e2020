import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { PageLink } from "./PageLink.tsx";

function Links() {
  return (
    <nav aria-label="Test links">
      <PageLink page="statistics">Statistics</PageLink>
      <PageLink page="transactions">Transactions</PageLink>
      <PageLink page="game" params={{ game: "book of ra" }}>Game</PageLink>
      <PageLink page="play" params={{ game: "sweet-spins" }} search={{ mode: "demo" }}>
        Demo
      </PageLink>
    </nav>
  );
}

describe("PageLink", () => {
  it("links a key a feature adds with its defaultPath, and the spec's keys as the brand moves them", async () => {
    renderApp("/", {
      fetch: fakeApi({}).fetch,
      brand: { pageUrlSetup: [{ key: "transactions", href: "/my/transactions" }] },
      pages: [
        { key: "home", component: Links },
        { key: "statistics", defaultPath: "/profile/statistics", component: () => null },
      ],
    });
    expect((await screen.findByRole("link", { name: "Statistics" })).getAttribute("href")).toBe("/profile/statistics");
    expect(screen.getByRole("link", { name: "Transactions" }).getAttribute("href")).toBe("/my/transactions");
  });

  it("fills the page's path parameters (encoded) and adds search parameters", async () => {
    renderApp("/", { fetch: fakeApi({}).fetch, pages: [{ key: "home", component: Links }] });
    expect((await screen.findByRole("link", { name: "Game" })).getAttribute("href")).toBe("/casino/games/book%20of%20ra");
    expect(screen.getByRole("link", { name: "Demo" }).getAttribute("href")).toBe("/play/sweet-spins?mode=demo");
  });
});
