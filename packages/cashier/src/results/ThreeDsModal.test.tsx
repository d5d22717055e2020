import { act, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { track, useSessionStore } from "@casino/shell";
import { paymentFixture } from "@casino/api-client/test-support";
import { failure, fakeApi, ok, userDetails, type FakeReply } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { CARD_DEPOSIT_ROW, METHODS } from "./results-fixtures.ts";
import { forgetThreeDsClaims } from "./three-ds-once.ts";

vi.mock("@casino/shell", async (importOriginal) => ({ ...(await importOriginal<typeof import("@casino/shell")>()), track: vi.fn() }));

// The app runs in StrictMode: the webhook effect runs twice and must still send once.
configure({ reactStrictMode: true });
beforeEach(() => {
  startAsGuest();
  forgetThreeDsClaims();
  vi.mocked(track).mockClear();
});
afterEach(startAsGuest);

const URL_3DS = "/?modal=deposit-3ds-success&method=card&PaReq=pa-req-1&MD=pay_3ds";

function open3ds(webhook: () => FakeReply = () => ok({ payment: paymentFixture() }), server = { depositCount: 0 }) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails(), depositCount: server.depositCount }),
    "GET /api/admin/get-payments": () => ok({ payments: METHODS }),
    "GET /api/user/transactions": () => ok({ rows: [{ ...CARD_DEPOSIT_ROW, id: "pay_3ds", amount: 75 }], count: 1 }),
    "POST /api/user/3ds-webhook": () => {
      const reply = webhook();
      if (!(reply instanceof Error) && (reply.status ?? 200) === 200) server.depositCount = 1;
      return reply;
    },
  });
  const webhooks = () => api.calls.filter((call) => call.path === "/api/user/3ds-webhook");
  return { ...api, ...renderApp(URL_3DS, { fetch: api.fetch }), webhooks };
}

describe("deposit-3ds-success", () => {
  it("sends PaReq and MD once under StrictMode, then shows the credited amount and tracks the first deposit", async () => {
    const { webhooks } = open3ds();
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
    expect(await screen.findByText("€75.00")).toBeTruthy();
    expect(webhooks().map((call) => call.body)).toEqual([{ PaReq: "pa-req-1", MD: "pay_3ds" }]);
    await waitFor(() => expect(track).toHaveBeenCalledWith({ type: "deposit", depositCount: 1, amount: 75, currencyCode: "EUR" }));
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("shows progress while the webhook runs", async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const pendingReply = new Promise<FakeReply>((resolve) => (answer = resolve));
    useSessionStore.getState().setToken("tok");
    const api = fakeApi({
      "GET /api/user/get-user-details": () => ok(userDetails()),
      "POST /api/user/3ds-webhook": () => pendingReply,
    });
    renderApp(URL_3DS, { fetch: api.fetch });
    expect(await screen.findByText("Completing your card payment")).toBeTruthy();
    expect(await screen.findByRole("progressbar")).toBeTruthy();
    answer(ok({ payment: paymentFixture() }));
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
  });

  it("does not send again on a remount or a reload of the same URL", async () => {
    const server = { depositCount: 0 };
    const first = open3ds(undefined, server);
    expect(await screen.findByText("€75.00")).toBeTruthy();
    await waitFor(() => expect(track).toHaveBeenCalledTimes(1));
    first.unmount();
    const remounted = open3ds(undefined, server);
    expect(await screen.findByText("€75.00")).toBeTruthy();
    expect(remounted.webhooks()).toHaveLength(0);
    remounted.unmount();
    forgetThreeDsClaims({ keepStorage: true });
    const reloaded = open3ds(undefined, server);
    expect(await screen.findByText("€75.00")).toBeTruthy();
    expect(reloaded.webhooks()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("shows the webhook's error with Retry, and Retry sends it again", async () => {
    let attempt = 0;
    const { webhooks } = open3ds(() => (++attempt === 1 ? failure(409, "PAYMENT_NOT_AUTHENTICATED") : ok({ payment: paymentFixture() })));
    expect(await screen.findByText("Card not verified yet")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "Retry" }).click());
    expect(await screen.findByText("Your deposit was successful")).toBeTruthy();
    expect(webhooks()).toHaveLength(2);
  });

  it("says try again later when the server cannot be reached", async () => {
    open3ds(() => new TypeError("Failed to fetch"));
    expect(await screen.findByText("We could not reach the server. Check your connection and try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
