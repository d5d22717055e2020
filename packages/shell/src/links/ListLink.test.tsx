import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { ListLink } from "./ListLink.tsx";

function Tiles() {
  return (
    <div role="list" aria-label="Games">
      <ListLink page="game" params={{ game: "book of ra" }} data-game-tile="">
        Book of Ra
      </ListLink>
      <ListLink page="game" params={{ game: "sweet-spins" }}>Sweet Spins</ListLink>
    </div>
  );
}

function GamePage() {
  return <h1>Game page</h1>;
}

function renderTiles(brand?: Record<string, unknown>) {
  return renderApp("/", {
    fetch: fakeApi({}).fetch,
    ...(brand ? { brand } : {}),
    pages: [
      { key: "home", component: Tiles },
      { key: "game", component: GamePage },
    ],
  });
}

afterEach(() => vi.useRealTimers());

describe("ListLink", () => {
  it("is a plain anchor to the page's path, its parameters encoded, moved with the brand's page setup", async () => {
    renderTiles({ pageUrlSetup: [{ key: "game", href: "/slots/$game" }] });
    const link = await screen.findByRole("link", { name: "Book of Ra" });
    expect(link.getAttribute("href")).toBe("/slots/book%20of%20ra");
    expect(link.hasAttribute("data-game-tile")).toBe(true);
    expect(link.hasAttribute("aria-current")).toBe(false);
  });

  it("navigates through the router on a plain click, without reloading the document", async () => {
    const { history } = renderTiles();
    const link = await screen.findByRole("link", { name: "Sweet Spins" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole("heading", { name: "Game page" })).toBeTruthy();
    expect(history.location.pathname).toBe("/casino/games/sweet-spins");
  });

  it.each([
    ["ctrl", { ctrlKey: true }],
    ["meta", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["middle button", { button: 1 }],
  ])("leaves a %s click to the browser (a new tab or window)", async (_name, init) => {
    const { history } = renderTiles();
    const link = await screen.findByRole("link", { name: "Sweet Spins" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(history.location.pathname).toBe("/");
  });

  it("preloads the page on hover or focus after the router's delay, and not when the pointer leaves first", async () => {
    const { router } = renderTiles();
    const link = await screen.findByRole("link", { name: "Sweet Spins" });
    const preload = vi.spyOn(router, "preloadRoute").mockResolvedValue(undefined);
    vi.useFakeTimers();
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    vi.advanceTimersByTime(1000);
    expect(preload).not.toHaveBeenCalled();

    fireEvent.focus(link);
    vi.advanceTimersByTime(1000);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith({ href: "/casino/games/sweet-spins" });

    fireEvent.touchStart(screen.getByRole("link", { name: "Book of Ra" }));
    expect(preload).toHaveBeenLastCalledWith({ href: "/casino/games/book%20of%20ra" });
  });
});
