import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, fakeApi, ok, type FakeReply } from "../test/fake-api.ts";
import { startSession } from "../test/render-app.tsx";
import { ShellBoot } from "../settings/ShellBoot.tsx";
import { PRERENDERED_FRAME_ID } from "./prerendered-frame.tsx";

const BRAND = { brandName: "Brand Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } };
const THEME = { light: "theme-light", dark: "theme-dark" };

/** The build's first paint, as tooling/vite/prerender.ts writes it beside the app's root. */
function paintFrame() {
  const frame = document.createElement("div");
  frame.id = PRERENDERED_FRAME_ID;
  frame.setAttribute("inert", "");
  frame.innerHTML = "<header><p>Prerendered header</p></header>";
  document.body.prepend(frame);
}

function boot(reply: () => Promise<FakeReply>) {
  const api = fakeApi({ "GET /api/core/casino/settings2": reply });
  render(<ShellBoot brand={BRAND} env={{}} theme={THEME} pages={[]} fetch={api.fetch} history={createMemoryHistory({ initialEntries: ["/"] })} />);
}

beforeEach(paintFrame);
afterEach(() => {
  document.getElementById(PRERENDERED_FRAME_ID)?.remove();
  startSession(null);
});

describe("a prerendered first paint", () => {
  it("stays, with no skeleton over it, until the app has rendered; then the app takes its place", async () => {
    let answer: (reply: FakeReply) => void = () => {};
    boot(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("frame-skeleton")).toBeNull();
    expect(screen.getByText("Prerendered header")).toBeTruthy();

    answer(ok({}));
    expect(await screen.findByRole("banner")).toBeTruthy();
    await waitFor(() => expect(document.getElementById(PRERENDERED_FRAME_ID)).toBeNull());
    expect(screen.queryByText("Prerendered header")).toBeNull();
  });

  it("gives way to the Service Unavailable page when settings cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    boot(async () => failure(503, "NO_BRAND"));
    expect(await screen.findByRole("heading", { name: "Service Unavailable" })).toBeTruthy();
    expect(document.getElementById(PRERENDERED_FRAME_ID)).toBeNull();
  });
});
