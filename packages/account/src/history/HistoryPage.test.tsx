import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { transactionFixture } from "@casino/api-client/test-support";
import { useSessionStore } from "@casino/shell";
import { fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { round } from "./history-fixtures.ts";

beforeEach(() => {
  startAsGuest();
  useSessionStore.getState().setToken("tok");
});
afterEach(startAsGuest);

const page = (rows: unknown[], count = rows.length) => ok({ rows, count });

function openHistory(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({ "GET /api/user/get-user-details": () => ok(userDetails()), ...routes });
  const app = renderApp(path, { fetch: api.fetch });
  const queries = (call: string) => api.calls.filter((c) => c.path === call).map((c) => c.headers && c);
  return { ...api, ...app, user: userEvent.setup(), queries };
}

const requestsTo = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), "http://shell.test")).filter((url) => url.pathname === path);

describe("the transactions page", () => {
  it("shows the spec §3 columns with money in the row's currency and translated labels", async () => {
    const { fetch } = openHistory("/profile/transactions", {
      "GET /api/user/transactions": () => page([transactionFixture({ amount: 1234.5 }), transactionFixture({ id: "P2", currency: "BTC", amount: 0.00012345, status: "pending" })]),
      "GET /api/admin/get-currencies": () => ok({ currencies: [{ code: "BTC", name: "Bitcoin", symbol: "₿", decimals: 8, isCrypto: true }] }),
    });
    const table = await screen.findByRole("table", { name: "Transactions" });
    const headers = within(table).getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Date", "Transaction ID", "Method", "Type", "Amount", "Status", "Bonus"]);
    expect(await within(table).findByText("€1,234.50")).toBeTruthy();
    await waitFor(() => expect(within(table).getByText("BTC 0.00012345")).toBeTruthy());
    expect(within(table).getAllByText("Deposit")).toHaveLength(2);
    expect(within(table).getByText("Pending")).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "History" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Transactions" }).getAttribute("aria-selected")).toBe("true");
    const [request] = requestsTo(fetch as never, "/api/user/transactions");
    // In the player's language: the server names payment methods and wallet movements in it.
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ limit: "20", offset: "0", language: "en" });
  });

  it("puts a type filter into the request and the URL, back on page 1", async () => {
    const { fetch, user, router } = openHistory("/profile/transactions?page=2", {
      "GET /api/user/transactions": () => page([transactionFixture()], 45),
    });
    await screen.findByText("Page 2 of 3");
    await user.selectOptions(screen.getByLabelText("Type"), "withdrawal");
    await waitFor(() => expect(router.state.location.search).toEqual({ type: "withdrawal" }));
    await waitFor(() => expect(requestsTo(fetch as never, "/api/user/transactions").at(-1)?.searchParams.get("type")).toBe("withdrawal"));
    expect(requestsTo(fetch as never, "/api/user/transactions").at(-1)?.searchParams.get("offset")).toBe("0");
  });

  it("pages with previous and next and keeps other parameters", async () => {
    const { fetch, user, router } = openHistory("/profile/transactions?status=completed&ref=mail", {
      "GET /api/user/transactions": () => page([transactionFixture()], 45),
    });
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "completed", ref: "mail", page: 2 }));
    await waitFor(() => expect(requestsTo(fetch as never, "/api/user/transactions").at(-1)?.searchParams.get("offset")).toBe("20"));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: "completed", ref: "mail" }));
  });

  it("refuses a range that ends before it starts, at the field", async () => {
    const { fetch, user } = openHistory("/profile/transactions", { "GET /api/user/transactions": () => page([transactionFixture()]) });
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("From"), "2026-11-20");
    await user.type(screen.getByLabelText("To"), "2026-11-01");
    expect(await screen.findByText("The end date must be on or after the start date")).toBeTruthy();
    expect(requestsTo(fetch as never, "/api/user/transactions").some((url) => url.searchParams.get("to") === "2026-11-01")).toBe(false);
  });

  it("says when there is nothing yet, and when filters match nothing offers to clear them", async () => {
    const { user, router } = openHistory("/profile/transactions?type=deposit", { "GET /api/user/transactions": () => page([]) });
    expect(await screen.findByText("Nothing matches these filters")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText("No transactions yet")).toBeTruthy();
  });

  it("shows Data loading error for malformed data and loads again on Retry", async () => {
    let calls = 0;
    const { user } = openHistory("/profile/transactions", {
      "GET /api/user/transactions": () => (++calls === 1 ? ok({ rows: [{ id: 1 }], count: "x" }) : page([transactionFixture()])),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Data loading error");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Transactions" })).toBeTruthy();
  });
});

describe("the casino history view", () => {
  it("opens from its tab with the rounds' columns and no type or status filter", async () => {
    const { user, router } = openHistory("/profile2/my-history", {
      "GET /api/user/transactions": () => page([transactionFixture()]),
      "GET /api/user/get-game-history": () => page([round({ type: "win", amount: 40 })]),
    });
    await screen.findByRole("table", { name: "Transactions" });
    await user.click(screen.getByRole("tab", { name: "Casino history" }));
    const table = await screen.findByRole("table", { name: "Casino history" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Transaction ID", "Type", "Game", "Provider", "Balance before", "Amount", "Balance after", "Bonus balance", "Date",
    ]);
    expect(within(table).getByText("Win")).toBeTruthy();
    expect(screen.queryByLabelText("Type")).toBeNull();
    expect(router.state.location.search).toEqual({ view: "casino" });
  });
});

const FIRST_EXPORT_PAGE = Array.from({ length: 100 }, (_, i) => transactionFixture({ id: `P${i + 1}`, method: i === 0 ? 'Bank "SEPA", EU' : "Card" }));

describe("keyboard and phones", () => {
  it("moves between the tabs with the arrow keys", async () => {
    const { user, router } = openHistory("/profile/transactions", {
      "GET /api/user/transactions": () => page([transactionFixture()]),
      "GET /api/user/get-game-history": () => page([round()]),
    });
    const first = await screen.findByRole("tab", { name: "Transactions" });
    first.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "casino" }));
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Casino history" }));
    expect(screen.getByRole("tabpanel", { name: "Casino history" })).toBeTruthy();
    await user.keyboard("{Home}");
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("stacks each row as a card with labelled values on a phone", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query.includes("max-width"), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    openHistory("/profile/transactions", { "GET /api/user/transactions": () => page([transactionFixture()]) });
    const list = await screen.findByRole("list", { name: "Transactions" });
    await within(list).findByText("€100.00");
    expect(screen.queryByRole("table")).toBeNull();
    const card = within(list).getByRole("listitem");
    expect(within(card).getByText("Amount").nextElementSibling?.textContent).toBe("€100.00");
    vi.restoreAllMocks();
  });
});

describe("CSV export", () => {
  it("fetches every page of the filter and downloads quoted, BOM-prefixed CSV", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), "blob:csv"));
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const { fetch, user } = openHistory("/profile/transactions?type=deposit&from=2026-11-01", {
      "GET /api/user/transactions": ({ url }) =>
        url.searchParams.get("limit") === "100"
          ? page(url.searchParams.get("offset") === "0" ? FIRST_EXPORT_PAGE : [transactionFixture({ id: "=cmd" })], 101)
          : page([transactionFixture()], 101),
    });
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exports = requestsTo(fetch as never, "/api/user/transactions").filter((url) => url.searchParams.get("limit") === "100");
    expect(exports.every((url) => url.searchParams.get("language") === "en")).toBe(true);
    expect(exports.map((url) => [url.searchParams.get("offset"), url.searchParams.get("type"), url.searchParams.get("from")])).toEqual([
      ["0", "deposit", "2026-11-01"],
      ["100", "deposit", "2026-11-01"],
    ]);
    const text = await blobs[0]!.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Date,Transaction ID,Method,Type,Amount,Status,Bonus\r\n");
    expect(text).toContain('P1,"Bank ""SEPA"", EU",Deposit,100.00,Completed,0.00\r\n');
    expect(text).toContain("'=cmd,");
    vi.restoreAllMocks();
  });
});
