import { act, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdGamePause, useSessionStore } from "@casino/shell";
import { dutiesSettled, failure, fakeApi, ok, userDetails, type FakeRoute } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../test/render-app.tsx";
import { GAME_CONSENT_STORAGE_KEY } from "./game-consent.ts";
import { GAME_ORIGIN, balanceMessage, gameDetails, launchAnswer } from "./test-fixtures.ts";

vi.mock("../collection/guest-recent.ts", () => ({ rememberGuestRecent: vi.fn() }));
const { rememberGuestRecent } = await import("../collection/guest-recent.ts");

// The app runs in StrictMode: effects run twice, and the launch must still happen once.
configure({ reactStrictMode: true });
beforeEach(startAsGuest);
afterEach(startAsGuest);

const consentGiven = () => localStorage.setItem(GAME_CONSENT_STORAGE_KEY, new Date().toISOString());

function openPlay(path: string, routes: Record<string, FakeRoute> = {}, { player = false, brand = {} } = {}) {
  if (player) useSessionStore.getState().setToken("tok");
  const api = fakeApi({
    "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: 100 })),
    "GET /api/admin/get-game/book-of-sandbox": () => ok(gameDetails()),
    "POST /api/user/game-launch": ({ body }) => ok(launchAnswer((body as { mode: "real" | "demo" }).mode)),
    ...routes,
  });
  const view = renderApp(path, { fetch: api.fetch, brand: { allowGuestPlayDemoGames: true, gameProviderOrigins: [GAME_ORIGIN], ...brand } });
  const launches = () => api.calls.filter((call) => call.path === "/api/user/game-launch");
  return { ...api, ...view, launches, user: userEvent.setup() };
}

const frame = () => screen.findByTitle("Book of Sandbox") as Promise<HTMLIFrameElement>;
/** happy-dom loads no frame pages (contentWindow is null): give the frame a window of its own to post from. */
async function gameWindow(): Promise<MessageEventSource> {
  const iframe = await frame();
  const own = { name: "game window" } as unknown as MessageEventSource;
  Object.defineProperty(iframe, "contentWindow", { configurable: true, get: () => own });
  return own;
}
const post = (data: unknown, source: MessageEventSource | null, origin = GAME_ORIGIN) =>
  act(() => window.dispatchEvent(new MessageEvent("message", { data, origin, source })));

describe("launching a game", () => {
  it("asks for the games' cookie consent once, then launches the demo once and shows it in a sandboxed frame", async () => {
    const { user, launches } = openPlay("/play/book-of-sandbox?mode=demo");
    expect(await screen.findByText(/This game is provided by Sandbox Studio and uses its own cookies/)).toBeTruthy();
    expect(launches()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Accept and play" }));
    const iframe = await frame();
    expect(iframe.getAttribute("src")).toBe(launchAnswer("demo").url);
    expect(iframe.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin");
    expect(iframe.getAttribute("allow")).toBe("fullscreen; autoplay");
    expect(iframe.getAttribute("referrerpolicy")).toBe("strict-origin");
    expect(launches().map((call) => call.body)).toEqual([{ slug: "book-of-sandbox", mode: "demo" }]);
    expect(rememberGuestRecent).toHaveBeenCalledWith("book-of-sandbox");
    expect(localStorage.getItem(GAME_CONSENT_STORAGE_KEY)).toMatch(/^\d{4}-/);
  });

  it("remembers the consent: the next game starts at once", async () => {
    consentGiven();
    const { launches } = openPlay("/play/book-of-sandbox?mode=demo");
    await frame();
    expect(screen.queryByRole("button", { name: "Accept and play" })).toBeNull();
    expect(launches()).toHaveLength(1);
  });

  it("shows GAME NOT FOUND for an unknown game", async () => {
    openPlay("/play/nope", { "GET /api/admin/get-game/nope": () => failure(404, "GAME_NOT_FOUND", "GAME NOT FOUND") });
    expect(await screen.findByRole("heading", { name: "GAME NOT FOUND" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse other games" }).getAttribute("href")).toBe("/casino");
  });

  it.each([
    ["GAME_COUNTRY_RESTRICTED", 400, "Not available in your country"],
    ["SELF_EXCLUDED", 409, "Your account is self-excluded"],
    ["INTERNAL_SERVER_ERROR", 500, "The game could not start"],
  ])("explains a launch refused with %s", async (code, status, title) => {
    consentGiven();
    openPlay("/play/book-of-sandbox", { "POST /api/user/game-launch": () => failure(status, code) }, { player: true });
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
    expect(screen.queryByTitle("Book of Sandbox")).toBeNull();
  });

  it.each([
    ["javascript:", "javascript:alert(document.cookie)"],
    ["the site's own origin", `${window.location.origin}/sandbox/games/book-of-sandbox/play?session=s-real`],
    ["an origin the brand does not allow", "https://games.evil.test/play"],
    ["a look-alike of the game provider", "https://games.test.evil.test/play"],
    ["http instead of https", "http://games.test/play"],
  ])("refuses a launch URL on %s: the game cannot start, no frame, reported", async (_, url) => {
    consentGiven();
    // A refusal goes through the shell's reportError, which logs it as an error first.
    const warn = vi.spyOn(console, "error").mockImplementation(() => undefined);
    openPlay("/play/book-of-sandbox", { "POST /api/user/game-launch": () => ok({ url, sessionId: "s-real", mode: "real" }) }, { player: true });
    expect(await screen.findByRole("heading", { name: "The game could not start" })).toBeTruthy();
    expect(screen.queryByTitle("Book of Sandbox")).toBeNull();
    expect(warn).toHaveBeenCalledWith("[url:frame]", expect.objectContaining({ name: "RefusedUrl", message: expect.stringContaining(`Refused a frame URL from the server`) }));
    expect(String(warn.mock.calls.find(([where]) => where === "[url:frame]")?.[1])).toContain(url);
  });

  it("does not launch a game outside the player's active bonus and says why", async () => {
    consentGiven();
    const bonusUser = { ...userDetails({ totalAmount: 100 }), activeBonus: { id: 1, name: "Welcome", type: "deposit" } };
    const { launches } = openPlay(
      "/play/book-of-sandbox",
      { "GET /api/user/get-user-details": () => ok(bonusUser), "GET /api/admin/get-game/book-of-sandbox": () => ok(gameDetails({ isBonus: false })) },
      { player: true },
    );
    expect(await screen.findByRole("heading", { name: "This game does not count for your bonus" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Play the demo" }).getAttribute("href")).toBe("/play/book-of-sandbox?mode=demo");
    expect(launches()).toHaveLength(0);
  });

  it.each([
    ["a game without demo", { demo: false }, { allowGuestPlayDemoGames: true }, "This game has no demo mode."],
    ["a brand without guest demo", {}, { allowGuestPlayDemoGames: false }, "Log in to try this game in demo mode."],
  ])("offers login or real play when the demo is not possible (%s)", async (_name, game, brand, text) => {
    openPlay("/play/book-of-sandbox?mode=demo", { "GET /api/admin/get-game/book-of-sandbox": () => ok(gameDetails(game)) }, { brand });
    expect(await screen.findByRole("heading", { name: "Demo not available" })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Play for real" }).getAttribute("href")).toBe("/play/book-of-sandbox");
  });

  it("opens the login form for a guest asking for real money", async () => {
    openPlay("/play/book-of-sandbox");
    expect(await screen.findByRole("heading", { name: "Log in to play for real money" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Log in" })).toBeTruthy());
  });
});

describe("playing", () => {
  it("accepts balance messages only from the game's frame and origin", async () => {
    consentGiven();
    openPlay("/play/book-of-sandbox?mode=demo");
    const source = await gameWindow();
    await post(balanceMessage("demo", 1000), source);
    await waitFor(() => expect(screen.getByTestId("play-balance").textContent).toBe("€1,000.00"));
    await post(balanceMessage("demo", 1), source, "https://evil.test");
    await post(balanceMessage("demo", 2), window);
    await post({ type: "balance", totalAmount: 3 }, source);
    await post(balanceMessage("demo", 990), source);
    await waitFor(() => expect(screen.getByTestId("play-balance").textContent).toBe("€990.00"));
    expect(screen.getByTestId("play-net").textContent).toBe("-€10.00");
  });

  it("moves the header balance with real play and takes deposits out of the session result", async () => {
    consentGiven();
    let wallet = 100;
    const view = openPlay("/play/book-of-sandbox", { "GET /api/user/get-user-details": () => ok(userDetails({ totalAmount: wallet })) }, { player: true });
    const source = await gameWindow();
    await waitFor(() => expect(screen.getByTestId("play-balance").textContent).toBe("€100.00"));
    // The fake server still says 100: a read of the user's details after the game's message would undo it.
    await dutiesSettled(view, view.queryClient);
    await post(balanceMessage("real", 97.5), source);
    await waitFor(() => expect(screen.getByTestId("header-balance").textContent).toContain("€97.50"));
    expect(screen.getByTestId("play-net").textContent).toBe("-€2.50");
    wallet = 147.5;
    const userWallet = { amount: 147.5, nonCashAmount: 0, totalAmount: 147.5 };
    act(() => void window.dispatchEvent(new CustomEvent("deposit", { detail: { amount: 50, count: 2, userWallet } })));
    await waitFor(() => expect(screen.getByTestId("play-balance").textContent).toBe("€147.50"));
    expect(screen.getByTestId("play-net").textContent).toBe("-€2.50");
  });

  it("closes the game when a responsible-gaming block arrives", async () => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    await frame();
    const detail = { kind: "selfExclusion", until: null, message: "Self-excluded" };
    act(() => void window.dispatchEvent(new CustomEvent("responsibleGamingBlock", { detail })));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/excluded yourself from play permanently/)).toBeTruthy();
    expect(screen.queryByTitle("Book of Sandbox")).toBeNull();
  });

  it.each([
    ["a time-out, as a self-exclusion with its end", { kind: "timeout", until: "2026-03-10T13:00:00.000Z", message: "Time-out" }, /excluded yourself from play until/],
    ["a reached session limit, as an ended session", { kind: "sessionLimit", until: null, message: "Limit", reason: "SESSION_EXPIRED" }, /Your session has ended/],
  ])("closes the game on %s", async (_, detail, text) => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    await frame();
    act(() => void window.dispatchEvent(new CustomEvent("responsibleGamingBlock", { detail })));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByTitle("Book of Sandbox")).toBeNull();
  });

  it("closes the game when the session ends", async () => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    await frame();
    act(() => useSessionStore.getState().clearToken());
    expect(await screen.findByText(/Your session has ended/)).toBeTruthy();
    expect(screen.queryByTitle("Book of Sandbox")).toBeNull();
  });
});

describe("the game's refusals and pauses (issue 27 points 5 and 7)", () => {
  it.each([
    ["dailyBetLimit", "This bet would go over your daily bet limit."],
    ["monthlyLossLimit", "This bet could go over your monthly loss limit."],
    ["MAX_BET_LIMIT_REACHED", "This bet is over your max bet limit."],
    ["BET_BELOW_MINIMUM", "This bet is below the game's minimum bet."],
    ["BET_ABOVE_MAXIMUM", "This bet is above the game's maximum bet."],
    ["BONUS_BET_LIMIT_REACHED", "This bonus buy costs more than your max bet limit."],
    ["WINNINGS_LIMIT_REACHED", "You have reached your monthly winnings limit."],
    ["SOMETHING_NEW", "The game could not place this bet."],
  ])("shows a %s refusal in the bar in the player's words, until the next round", async (code, text) => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    const source = await gameWindow();
    await post({ type: "spinRefused", code, message: "server text" }, source);
    await waitFor(() => expect(screen.getByTestId("play-refusal").textContent).toContain(text));
    expect(screen.getByTestId("play-refusal").getAttribute("role")).toBe("alert");
    await post(balanceMessage("real", 99), source);
    await waitFor(() => expect(screen.getByTestId("play-refusal").textContent).toBe(""));
  });

  it("ignores a refusal from another origin", async () => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    const source = await gameWindow();
    await post({ type: "spinRefused", code: "dailyBetLimit", message: "x" }, source, "https://evil.test");
    await post({ type: "spinRefused", code: "dailyBetLimit" }, source);
    expect(screen.getByTestId("play-refusal").textContent).toBe("");
  });

  it("tells the game to pause while a dialog holds it, and to resume after, at the game's origin only", async () => {
    consentGiven();
    openPlay("/play/book-of-sandbox", {}, { player: true });
    const iframe = await frame();
    const postMessage = vi.fn();
    Object.defineProperty(iframe, "contentWindow", { configurable: true, get: () => ({ postMessage }) });
    act(() => holdGamePause("test", true));
    await waitFor(() => expect(postMessage).toHaveBeenLastCalledWith({ type: "pause" }, GAME_ORIGIN));
    act(() => holdGamePause("test", false));
    await waitFor(() => expect(postMessage).toHaveBeenLastCalledWith({ type: "resume" }, GAME_ORIGIN));
  });
});
