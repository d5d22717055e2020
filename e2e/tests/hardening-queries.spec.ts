// Brand-neutral: runs in curacao only, because query retries, the session's 403 and the deposit's Idempotency-Key
// across a reload (issue 25 point 5) are the same code in every brand. Faults are Playwright route faults on the way
// to the real sandbox, no mock of our code.
import { expect, test, type Page, type Route } from "@playwright/test";
import { pathOf } from "./brand.ts";
import { bearer, createPlayer, data, openAs } from "./players.ts";

const PROVIDERS_API = "**/api/admin/get-providers";

/** The page's requests to a path (every try of a read, retries included), with the time each was sent. */
function recordRequests(page: Page, path: string): number[] {
  const sent: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) sent.push(Date.now());
  });
  return sent;
}

const jsonError = (route: Route, status: number, code: string, message: string) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ success: false, code, message }) });

async function openProviders(page: Page, baseURL: string, testInfo: Parameters<typeof pathOf>[0]) {
  await page.context().addCookies([{ name: "cookie-consent", value: "all", url: baseURL, sameSite: "Lax" }]);
  await page.goto(pathOf(testInfo, "providers", "/providers"));
}

test("a 404 answer shows at once: one request, no retry", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "read-404");
  const requests = recordRequests(page, "/api/user/transactions");
  await page.route("**/api/user/transactions?*", (route) => jsonError(route, 404, "NOT_FOUND", "Not found"));
  await openAs(page, baseURL!, player, "/profile/transactions");
  const alert = page.getByRole("alert").filter({ hasText: "Not found" });
  await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible({ timeout: 15_000 });
  // Shown after the one request: three retries (1 + 2 + 4 s of backoff) were four requests before the message.
  // (No bound on the time itself: the page's own start-up takes seconds on a loaded CI machine.)
  expect(requests).toHaveLength(1);
  // And none later: a retry would go out 1 s after the failure.
  await page.waitForTimeout(2_500);
  expect(requests).toHaveLength(1);
});

test("a 503 is retried twice, then shows an error whose Retry works", async ({ page, baseURL }, testInfo) => {
  const requests = recordRequests(page, "/api/admin/get-providers");
  let failing = true;
  await page.route(PROVIDERS_API, (route) => (failing ? jsonError(route, 503, "SERVICE_UNAVAILABLE", "Service Unavailable") : route.continue()));
  await openProviders(page, baseURL!, testInfo);
  const alert = page.getByRole("alert").filter({ hasText: "Data loading error" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  expect(requests).toHaveLength(3);
  // Backoff: the retries went out about 1 s and then 2 s after the failure before them.
  expect(requests[1]! - requests[0]!).toBeGreaterThanOrEqual(900);
  expect(requests[2]! - requests[1]!).toBeGreaterThanOrEqual(1_900);
  await page.waitForTimeout(4_500);
  expect(requests).toHaveLength(3);

  failing = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole("link", { name: /games/ }).first()).toBeVisible();
  expect(requests).toHaveLength(4);
});

test("a proxy's 403 page keeps the player logged in; the API's session 403 ends the session", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "proxy-403");
  const requests = recordRequests(page, "/api/user/transactions");
  // A WAF or proxy in front of the API answers one call with its own HTML page.
  await page.route("**/api/user/transactions?*", (route) =>
    route.fulfill({ status: 403, contentType: "text/html", body: "<html><body><h1>403 Forbidden</h1><p>Request blocked.</p></body></html>" }),
  );
  await openAs(page, baseURL!, player, "/profile/transactions");
  await expect(page.getByRole("alert").getByRole("button", { name: "Retry" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("banner").getByTestId("header-balance")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/transactions/);
  expect((await page.context().cookies()).find((c) => c.name === "token")?.value).toBe(player.token);
  expect(requests).toHaveLength(1);

  // The API itself ends the session: its 403 SESSION_EXPIRED logs the player out.
  // The page leaves first: left open, its own next call (a player duty's read) could meet the 403 before the reload,
  // and the reload would then be a guest's visit.
  await page.unroute("**/api/user/transactions?*");
  await page.goto("about:blank");
  await request.post("/api/user/logout", { data: { reason: "USER_INITIATED" }, headers: bearer(player) });
  await page.goto("/profile/transactions");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/\?.*modal=login.*redirect=%2Fprofile%2Ftransactions/);
  await expect(page.getByRole("banner").getByTestId("header-balance")).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === "token")).toBeUndefined();
});

test("a deposit whose answer was lost, then a reload and Pay again, moves money once", async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, "deposit-reload");
  const methods = page.getByRole("group", { name: "Payment method" });
  const amount = page.getByRole("textbox", { name: /Amount/ });
  const pay = async () => {
    await methods.getByRole("radio", { name: /Bank transfer/ }).check();
    await amount.fill("45");
    await page.getByRole("button", { name: /^Pay/ }).click();
  };
  const keys: Array<string | null> = [];
  // The request reaches the sandbox (the deposit is made) but its answer is lost on the way back.
  await page.route("**/api/user/deposit", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? null);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort("timedout");
  });
  await openAs(page, baseURL!, player, "/deposit");
  await pay();
  await expect(page.getByText(/The connection dropped before the answer arrived/)).toBeVisible();

  await page.reload();
  await expect(methods).toBeVisible();
  await pay();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const deposits = await data<{ rows: Array<{ amount: number }>; count: number }>(
    await request.get("/api/user/transactions?type=deposit", { headers: bearer(player) }),
  );
  expect(deposits.count).toBe(1);
  expect(deposits.rows[0]?.amount).toBe(45);
});
