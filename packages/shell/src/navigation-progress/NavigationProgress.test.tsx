import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Link } from "@tanstack/react-router";
import { fakeApi } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";

describe("NavigationProgress", () => {
  it("shows an indeterminate bar while a slow navigation is pending, and none once it lands", async () => {
    let finish: () => void = () => {};
    const slowLoader = () => new Promise<void>((resolve) => (finish = resolve));
    const pages = [
      { key: "casino", component: () => <Link to="/promotions">Promotions</Link> },
      { key: "promotions", component: () => <h1>Offers</h1>, loader: slowLoader },
    ];
    renderApp("/casino", { fetch: fakeApi({}).fetch, pages });
    await userEvent.click(await screen.findByRole("link", { name: "Promotions" }));
    const bar = await screen.findByRole("progressbar", { name: "Loading page" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    act(() => finish());
    expect(await screen.findByRole("heading", { name: "Offers" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Loading page" })).toBeNull());
  });
});
