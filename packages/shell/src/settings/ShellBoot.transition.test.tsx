import { render, screen } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { afterEach, expect, it, vi } from "vitest";
import { fakeApi, ok, type FakeReply } from "../test/fake-api.ts";
import { startSession } from "../test/render-app.tsx";
import { ShellBoot } from "./ShellBoot.tsx";

// Records which updates React is given as transitions (time-sliced, interruptible) rather than urgent ones.
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      react.startTransition(scope);
    },
  };
});

afterEach(() => startSession(null));

it("renders the app for the first time as a transition once settings2 is in, not as one urgent render", async () => {
  let answer: (reply: FakeReply) => void = () => {};
  const api = fakeApi({ "GET /api/core/casino/settings2": () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
  render(
    <ShellBoot
      brand={{ brandName: "Brand Casino", api: { baseUrl: "", systemToken: "brand-sandbox" } }}
      env={{}}
      theme={{ light: "theme-light", dark: "theme-dark" }}
      pages={[]}
      fetch={api.fetch}
      history={createMemoryHistory({ initialEntries: ["/"] })}
    />,
  );
  expect(await screen.findByTestId("frame-skeleton")).toBeTruthy();
  const before = transitions.count;
  answer(ok({ brandName: "Remote Casino" }));
  expect(await screen.findByRole("banner")).toBeTruthy();
  expect(transitions.count).toBeGreaterThan(before);
});
