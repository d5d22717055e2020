// Brand-neutral: runs in curacao only, because the error boundaries, the stale-chunk reload and the error report are
// the shell's, the same in every brand (texts, frame and paths come from the brand but nothing here depends on them).
//
// The faults are the browser's and the network's, never a mock of our code: a page chunk answered 404 (a deploy
// replaced it), a modal chunk cut short by a proxy (its body does not parse, so the modal throws while it renders),
// a modal chunk whose request fails, and a browser without a working Intl.DisplayNames (older Safari), which the
// profile overview calls while it renders.
import { expect, test, type Page } from "@playwright/test";

// Reloads and two loads of the site per test: give them room on a busy 2-core machine.
test.slow();
import { pathOf } from "./brand.ts";
import { createPlayer, data, verifyEmail } from "./players.ts";

const ERROR_TITLE = "This page is not available right now";
const BROKEN_MODAL_TOAST = "This window could not open";

/** Counts the documents the tab loads (the first visit and every reload). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

/** Uncaught errors of the page: there must be none, every error has a place. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

const loginDialog = (page: Page) => page.getByRole("dialog", { name: "Log in" });

test("a page chunk gone after a deploy reloads the site once, then shows the branded error in the frame; no reload loop", async ({
  page,
}, testInfo) => {
  const loads = countLoads(page);
  let chunkRequests = 0;
  await page.route(/\/assets\/ProvidersPage-[\w-]+\.js$/, (route) => {
    chunkRequests += 1;
    return route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
  });

  await page.goto(pathOf(testInfo, "providers", "/providers"));
  const main = page.getByRole("main");
  // Two loads of the site before the error page: more than the default wait on a busy machine.
  await expect(main.getByRole("heading", { level: 1, name: ERROR_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole("alert")).toContainText("could not load");
  expect(loads()).toBe(2);
  expect(chunkRequests, "the chunk asked for again after the reload").toBeGreaterThan(1);
  await page.waitForTimeout(1_500);
  expect(loads(), "one reload, never a loop").toBe(2);

  // The frame still works: the header opens the login modal, and Go Home leaves the error.
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(loginDialog(page)).toBeHidden();
  await main.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("heading", { name: ERROR_TITLE })).toBeHidden();
});

test("a modal that throws while rendering (its chunk cut short) closes with a toast; the page stays, no reload", async ({ page }) => {
  const loads = countLoads(page);
  const pageErrors = collectPageErrors(page);
  await page.route(/\/assets\/LoginModal-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: body.slice(0, Math.floor(body.length / 2)) });
  });

  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByText(BROKEN_MODAL_TOAST)).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  expect(loads()).toBe(1);
  expect(pageErrors).toEqual([]);
});

test("a modal chunk that fails to load reloads the site once, then closes with a toast; the page stays", async ({ page }) => {
  const loads = countLoads(page);
  await page.route(/\/assets\/LoginModal-[\w-]+\.js$/, (route) => route.abort("failed"));

  await page.goto("/?modal=login");
  // Two loads of the site and two failed imports before the toast: more than the default wait on a busy machine.
  await expect(page.getByText(BROKEN_MODAL_TOAST)).toBeVisible({ timeout: 20_000 });
  expect(loads()).toBe(2);
  await expect(page).not.toHaveURL(/modal=/);
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(loads(), "one reload, never a loop").toBe(2);
});

test("a render error in a page shows the branded route error with Try again and Go Home, reported once, nothing uncaught", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const pageErrors = collectPageErrors(page);
  const player = await createPlayer(request, "errors");
  await verifyEmail(request, player.email);
  await context.addCookies([{ name: "token", value: player.token, url: baseURL!, sameSite: "Lax" }]);
  // A browser whose Intl.DisplayNames throws (Safari before 14.1 has none); the test heals it before Try again.
  await page.addInitScript(() => {
    const Real = Intl.DisplayNames;
    const flags = window as unknown as { brokenDisplayNames: boolean };
    flags.brokenDisplayNames = true;
    (Intl as { DisplayNames: unknown }).DisplayNames = function DisplayNames(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
      if (flags.brokenDisplayNames) throw new TypeError("Intl.DisplayNames is not supported");
      return new Real(...args);
    } as unknown as typeof Intl.DisplayNames;
  });

  await page.goto("/profile2/my-profile");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: ERROR_TITLE })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("alert")).toContainText("Something went wrong while showing this page");
  await expect(main.getByRole("link", { name: "Go Home" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // Still broken: Try again shows the error again (no blank page); healed: the page renders.
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(main.getByRole("heading", { level: 1, name: ERROR_TITLE })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { brokenDisplayNames: boolean }).brokenDisplayNames = false;
  });
  await main.getByRole("button", { name: "Try again" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  expect(pageErrors).toEqual([]);

  // Reported through log-event, once although it was thrown twice, without the player's data.
  await expect
    .poll(async () => {
      const { events } = await data<{ events: Array<{ data: Record<string, unknown> }> }>(
        await request.get(`/sandbox/events?event=client_error&userId=${player.userId}`),
      );
      return events.map((event) => event.data);
    })
    .toEqual([{ area: "page", kind: "TypeError", message: "Intl.DisplayNames is not supported", path: "/profile2/my-profile" }]);
});
