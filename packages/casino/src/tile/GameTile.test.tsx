import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, renderShellApp } from "@casino/shell/test-support";
import { caption } from "./GameTile.css.ts";
import { GameTile, type TileGame } from "./GameTile.tsx";

const game = (slug: string): TileGame => ({ slug, name: slug, provider: "Aurora Forge", thumbnailUrl: `https://img.test/${slug}.png` });

/** Tiles on a page of the shell (a tile links to the game page by its key). */
function tiles(...list: Array<{ slug: string; priority?: boolean; imageHeld?: boolean; paced?: boolean }>) {
  const page = () => (
    <div>
      {list.map(({ slug, ...props }) => (
        <GameTile key={slug} game={game(slug)} {...props} />
      ))}
    </div>
  );
  return renderShellApp("/casino/slots", { fetch: fakeApi({}).fetch, pages: [{ key: "slots", component: page }, { key: "game", component: () => null }] });
}

const sourceOf = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}`) }).querySelector("img")?.getAttribute("src") ?? null;

describe("GameTile", () => {
  it("asks for a paced thumbnail in its turn, and for the others at once (a priority tile is never paced)", async () => {
    tiles({ slug: "plain" }, { slug: "first", priority: true, paced: true }, { slug: "held", imageHeld: true, paced: true }, { slug: "paced", paced: true });
    await screen.findByRole("link", { name: /^paced/ });
    // Read together, in the task that drew them: the paced one's frame has not come yet.
    expect(["plain", "first", "held", "paced"].map(sourceOf)).toEqual(["https://img.test/plain.png", "https://img.test/first.png", null, null]);
    await waitFor(() => expect(sourceOf("paced")).toBe("https://img.test/paced.png"));
    expect(sourceOf("held")).toBeNull();
  });

  it("names the game and its provider in one caption: two lines in one clipping block, read as one link name", async () => {
    tiles({ slug: "plain" });
    const link = await screen.findByRole("link", { name: "plain Aurora Forge" });
    const lines = link.querySelector(`.${caption}`);
    expect([...(lines?.childNodes ?? [])].map((node) => node.textContent || node.nodeName)).toEqual(["plain", "BR", "Aurora Forge"]);
  });
});
