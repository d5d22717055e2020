// The fault matrix's faults and checks (issue 25 point 8), shared by hardening-faults-reads and hardening-faults-forms.
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from "@playwright/test";
import { bearer, data } from "./players.ts";

export type Fault = "500" | "503" | "timeout" | "offline" | "malformed JSON";
export const FAULTS: Fault[] = ["500", "503", "timeout", "offline", "malformed JSON"];

/**
 * Fails one request. `lostAnswer`: the request reaches the sandbox (it does its work) and only its answer is lost or
 * broken on the way back, the worst case for money; otherwise the server never sees it.
 */
export async function fail(route: Route, fault: Fault, lostAnswer = false): Promise<void> {
  const response = lostAnswer ? await route.fetch() : undefined;
  switch (fault) {
    case "500":
    case "503":
      return route.fulfill({
        status: Number(fault),
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: fault === "500" ? "INTERNAL_SERVER_ERROR" : "SERVICE_UNAVAILABLE", message: "Server error" }),
      });
    case "timeout":
      return route.abort("timedout");
    case "offline":
      return route.abort("internetdisconnected");
    case "malformed JSON": {
      const body = response ? await response.text() : '{"success":true,"data":{"rows":[{"id":1,';
      return route.fulfill({ status: 200, contentType: "application/json", body: body.slice(0, Math.max(1, Math.floor(body.length / 2))) });
    }
  }
}

/** A switchable fault on the requests matching `url`: `set(fault)` turns it on, `set(null)` lets them through. */
export async function faultSwitch(page: Page, url: string | RegExp, lostAnswer = false) {
  let current: Fault | null = null;
  let failed = 0;
  await page.route(url, async (route) => {
    if (!current) return route.fallback();
    failed += 1;
    return fail(route, current, lostAnswer);
  });
  return {
    set: (fault: Fault | null) => {
      current = fault;
    },
    failed: () => failed,
  };
}

/** Uncaught errors of the page: there must be none after any fault. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/** The page is not blank: its header and its main area are there. */
export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
}

/** The player's message after a fault, noted in the report so the closing note can quote it. */
export async function expectMessage(message: Locator, fault: Fault, journey: string): Promise<void> {
  await expect(message).toBeVisible({ timeout: 20_000 });
  const text = (await message.innerText()).replace(/\s+/g, " ").trim();
  expect(text.length, "the message says something").toBeGreaterThan(0);
  test.info().annotations.push({ type: `${journey} × ${fault}`, description: text });
}

export const acceptCookies = (page: Page, baseURL: string) =>
  page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" }]);


/** The sandbox's list of a player's transactions of one type. */
export async function movements(request: APIRequestContext, player: { token: string }, type: "deposit" | "withdrawal") {
  return data<{ rows: Array<{ amount: number; status: string }>; count: number }>(
    await request.get(`/api/user/transactions?type=${type}`, { headers: bearer(player) }),
  );
}

/**
 * Drops the socket.io connection (its websocket closed, its polling refused) until `restore()`; `attempts()` counts the
 * connections it refused, so a test can tell the page did try (a guest's page has no socket).
 */
export async function dropSocket(page: Page): Promise<{ restore: () => void; attempts: () => number }> {
  let dropped = true;
  let attempts = 0;
  const refuse = () => {
    attempts += 1;
    return dropped;
  };
  await page.routeWebSocket(/\/socket\.io\//, (ws) => (dropped && refuse() ? ws.close() : ws.connectToServer()));
  await page.route("**/socket.io/**", (route) => (dropped && refuse() ? route.abort("connectionreset") : route.fallback()));
  return {
    restore: () => {
      dropped = false;
    },
    attempts: () => attempts,
  };
}

/** The page tried the socket while it was dropped: the drop was a fault of this journey, not a no-op. */
export async function expectSocketTried(socket: { attempts: () => number }): Promise<void> {
  await expect.poll(socket.attempts, { message: "the page tried the socket while it was down", timeout: 20_000 }).toBeGreaterThan(0);
}
