import { screen, waitFor, within } from "@testing-library/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, fakeApi, ok, type FakeReply } from "../test/fake-api.ts";
import { startSession } from "../test/render-app.tsx";
import { ShellBoot } from "./ShellBoot.tsx";

const BRAND = { brandName: "Brand Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
const THEME = { light: "theme-light", dark: "theme-dark" };

function boot(replies: Array<FakeReply | (() => Promise<FakeReply>)>, env: Record<string, unknown> = {}) {
  let call = 0;
  const api = fakeApi({
    "GET /api/core/casino/settings2": () => {
      const reply = replies[Math.min(call, replies.length - 1)];
      call += 1;
      return typeof reply === "function" ? reply() : (reply as FakeReply);
    },
  });
  const view = render(
    <ShellBoot brand={BRAND} env={env} theme={THEME} pages={[]} fetch={api.fetch} history={createMemoryHistory({ initialEntries: ["/"] })} />,
  );
  return { ...view, calls: api.calls };
}

afterEach(() => startSession(null));

describe("ShellBoot", () => {
  it("shows the frame skeleton while settings2 loads, then the shell with settings2 over brand.json", async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const { calls } = boot([() => new Promise<FakeReply>((resolve) => (answer = resolve))]);
    expect(await screen.findByTestId("frame-skeleton")).toBeTruthy();
    answer(ok({ brandName: "Remote Casino" }));
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("img", { name: "Remote Casino logo" })).toBeTruthy();
    expect(calls[0]?.headers.get("x-system-token")).toBe("brand-sandbox");
  });

  it("lets VITE_SETTING_* win over settings2", async () => {
    boot([ok({ brandName: "Remote Casino" })], { VITE_SETTING_brandName: "Env Casino" });
    expect(await screen.findByRole("img", { name: "Env Casino logo" })).toBeTruthy();
  });

  it.each<[string, FakeReply]>([
    ["a 500", failure(500, "INTERNAL_SERVER_ERROR", "Internal server error")],
    ["a network failure", new TypeError("Failed to fetch")],
    ["a malformed answer", { body: { success: true, data: "not settings" } }],
    ["invalid settings", ok({ navigationSystem: "sideways" })],
  ])("shows the branded Service Unavailable page on %s, and Retry recovers", async (_case, reply) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls } = boot([reply, ok({ brandName: "Remote Casino" })]);
    const heading = await screen.findByRole("heading", { name: "Service Unavailable" });
    expect(screen.getByRole("img", { name: "Brand Casino logo" })).toBeTruthy();
    expect(screen.getByText("Brand Casino")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("img", { name: "Remote Casino logo" })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/core/casino/settings2")).toHaveLength(2);
  });

  it("stays on Service Unavailable while the retry fails too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { calls } = boot([failure(503, "NO_BRAND")]);
    await screen.findByRole("heading", { name: "Service Unavailable" });
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Service Unavailable" })).toBeTruthy();
  });
});
