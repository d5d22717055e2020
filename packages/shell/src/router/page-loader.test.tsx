import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageLoaderContext } from "../pages/page-registry.ts";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { lazyPage } from "./lazy-page.ts";

describe("feature pages", () => {
  it("get the queryClient and path params in their loader, and may be lazy chunks", async () => {
    let seen: PageLoaderContext | undefined;
    const loader = (ctx: PageLoaderContext) => {
      seen = ctx;
      return ctx.context.queryClient.ensureQueryData({ queryKey: ["game", ctx.params["game"]], queryFn: () => "loaded" });
    };
    const component = lazyPage(async () => ({ GamePage: () => <h1>Game page</h1> }), "GamePage");
    const { queryClient } = renderApp("/casino/games/book-of-sand", { fetch: fakeApi({}).fetch, pages: [{ key: "game", component, loader }] });
    expect(await screen.findByRole("heading", { name: "Game page" })).toBeTruthy();
    await waitFor(() => expect(seen?.params).toEqual({ game: "book-of-sand" }));
    expect(seen?.context.queryClient).toBe(queryClient);
    expect(queryClient.getQueryData(["game", "book-of-sand"])).toBe("loaded");
  });
});
