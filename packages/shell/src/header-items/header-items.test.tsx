import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok, userDetails } from "../test/fake-api.ts";
import { renderApp, startSession } from "../test/render-app.tsx";
import type { HeaderItemDefinition } from "./header-items.tsx";

beforeEach(() => startSession(null));
afterEach(() => startSession(null));

const api = () => fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })) });
const Item: HeaderItemDefinition = { key: "gift", component: () => <a href="/bonuses">Gift</a> };
const Broken: HeaderItemDefinition = {
  key: "broken",
  component: () => {
    throw new Error("broken item");
  },
};

describe("the features' header items", () => {
  it("shows each item in the player's header, beside the balance", async () => {
    startSession("tok");
    renderApp("/", { fetch: api().fetch, headerItems: [Item] });
    const link = await screen.findByRole("link", { name: "Gift" });
    expect(screen.getByRole("banner").contains(link)).toBe(true);
  });

  it("shows none to a guest", async () => {
    renderApp("/", { fetch: api().fetch, headerItems: [Item] });
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Gift" })).toBeNull();
  });

  it("drops an item that breaks and keeps the header and the other items", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    startSession("tok");
    renderApp("/", { fetch: api().fetch, headerItems: [Broken, Item] });
    expect(await screen.findByRole("link", { name: "Gift" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Account" })).toBeTruthy();
    log.mockRestore();
  });
});
