import userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/react";
import { useSessionStore } from "@casino/shell";
import { fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp } from "../test/render-app.tsx";
import { SERVED_METHODS, limitsAnswer } from "./deposit-fixtures.ts";

type Options = { user?: Record<string, unknown>; brand?: Record<string, unknown>; remaining?: number | null; bonuses?: unknown[] };

/** The app at `path` for a logged-in depositor, over a fake sandbox; `routes` replace or add answers. */
export function openDeposit(path: string, routes: Record<string, FakeRoute> = {}, options: Options = {}) {
  useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok({ ...userDetails({ totalAmount: 100 }), ...options.user }),
    "GET /api/admin/get-payments": () => ok({ payments: SERVED_METHODS }),
    "GET /api/user/limits": () => ok(limitsAnswer(options.remaining ?? null)),
    "GET /api/admin/get-all-bonus": () => ok({ rows: options.bonuses ?? [], count: options.bonuses?.length ?? 0 }),
    ...routes,
  });
  const view = renderApp(path, { fetch: api.fetch, brand: options.brand ?? {} });
  const deposits = () => api.calls.filter((call) => call.method === "POST" && call.path === "/api/user/deposit");
  return { ...api, ...view, deposits, user: userEvent.setup() };
}

export const amountInput = () => screen.findByRole("textbox", { name: /Amount/ }) as Promise<HTMLInputElement>;
export const payButton = () => screen.findByRole("button", { name: /^Pay/ });

/** A promise the test settles itself: the request stays in flight until then. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
