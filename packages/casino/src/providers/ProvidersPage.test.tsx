import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, fakeApi, ok, type FakeRoute } from "@casino/shell/test-support";
import { PROVIDERS } from "../lobby/lobby-fixtures.ts";
import { renderApp, startAsGuest } from "../test/render-app.tsx";

vi.mock("../grid/GameBrowser.tsx", () => ({
  GameBrowser: (props: { provider?: string; heading: string }) => <section aria-label={props.heading} data-provider={props.provider ?? ""} />,
}));

beforeEach(startAsGuest);
afterEach(startAsGuest);

function open(path: string, routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({ "GET /api/admin/get-providers": () => ok({ rows: PROVIDERS, count: PROVIDERS.length }), ...routes });
  return { ...renderApp(path, { fetch: api.fetch }), user: userEvent.setup() };
}

const providerNames = () =>
  within(screen.getByRole("list", { name: "Providers" }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the providers page", () => {
  it("lists every provider with its game count, linking to its games", async () => {
    open("/providers");
    const link = await screen.findByRole("link", { name: /Pragmatic Play/ });
    expect(link.textContent).toBe("Pragmatic Play180 games");
    expect(link.getAttribute("href")).toBe("/providers/pragmatic-play");
    expect(screen.getByRole("link", { name: /Playson/ }).textContent).toContain("1 game");
    expect(providerNames()).toHaveLength(4);
    await waitFor(() => expect(document.title).toBe("Providers | Test Casino"));
  });

  it("narrows the list by name as the player types, accents and case ignored", async () => {
    const { user } = open("/providers");
    const filter = await screen.findByRole("searchbox", { name: "Filter providers" });
    await user.type(filter, "PLAY");
    expect(providerNames()).toEqual(["Pragmatic Play180 games", "Playson1 game"]);
    expect(screen.getByText("2 providers")).toBeTruthy();
    await user.clear(filter);
    await user.type(filter, "elan");
    expect(providerNames()).toEqual(["Élan Games12 games"]);
    await user.type(filter, "zzz");
    expect(screen.queryByRole("list", { name: "Providers" })).toBeNull();
    expect(screen.getByText("No providers match “elanzzz”.")).toBeTruthy();
  });

  it("shows Data loading error with Retry when the providers cannot be read", async () => {
    open("/providers", { "GET /api/admin/get-providers": () => failure(500, "INTERNAL") });
    const alert = (await screen.findByText("Data loading error")).closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("has an empty state", async () => {
    open("/providers", { "GET /api/admin/get-providers": () => ok({ rows: [], count: 0 }) });
    expect(await screen.findByText("No providers yet.")).toBeTruthy();
  });
});

describe("a provider's page", () => {
  it("shows the provider's name and its games", async () => {
    open("/providers/netent");
    expect(await screen.findByRole("heading", { level: 1, name: "NetEnt" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Games by NetEnt" }).getAttribute("data-provider")).toBe("netent");
    await waitFor(() => expect(document.title).toBe("NetEnt | Test Casino"));
  });

  it("says so for an unknown provider", async () => {
    open("/providers/nobody");
    expect(await screen.findByRole("heading", { level: 1, name: "Provider not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All providers" }).getAttribute("href")).toBe("/providers");
  });
});
