import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, ok } from "@casino/shell/test-support";
import { renderApp, startAsGuest } from "../../test/render-app.tsx";
import { stubScreenWidth } from "../../test/screen-width.ts";
import { CATEGORIES, category } from "../lobby-fixtures.ts";

// embla measures layout, which happy-dom does not do: a fake engine records what the carousel asks of it.
const embla = vi.hoisted(() => {
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const handlers = new Map<string, Array<() => void>>();
  const api = {
    plugins: () => ({ autoplay }),
    scrollSnapList: () => [0, 1, 2],
    canScrollPrev: () => false,
    canScrollNext: () => true,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    on(event: string, handler: () => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return api;
    },
    emit(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
    off() {
      return api;
    },
  };
  return { api, autoplay, options: [] as unknown[], plugins: [] as unknown[] };
});
vi.mock("embla-carousel-react", () => ({
  default: (options: unknown, plugins: unknown[]) => {
    embla.options.push(options);
    embla.plugins.push(...plugins);
    return [() => undefined, embla.api];
  },
}));
vi.mock("embla-carousel-autoplay", () => ({ default: (options: unknown) => ({ name: "autoplay", options }) }));

// The browser's idle moment (when embla takes over) comes on a timer, or when a test says (held): a busy machine must
// not bring it before the first look, nor starve it. when-idle itself is tested on its own.
const idle = vi.hoisted(() => ({ hold: false, held: [] as Array<() => void> }));
vi.mock("./when-idle.ts", () => ({
  whenIdle(task: () => void) {
    if (!idle.hold) {
      const timer = setTimeout(task, 0);
      return () => clearTimeout(timer);
    }
    idle.held.push(task);
    return () => {
      const at = idle.held.indexOf(task);
      if (at >= 0) idle.held.splice(at, 1);
    };
  },
}));

// Whether the rows are on screen: happy-dom lays nothing out, so a fake observer reports what the test says.
const sight = vi.hoisted(() => ({ visible: true, observers: new Set<{ report: () => void }>() }));
class FakeIntersectionObserver {
  readonly targets: Element[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {}
  observe(target: Element) {
    this.targets.push(target);
    sight.observers.add(this);
    queueMicrotask(() => this.report());
  }
  report() {
    if (this.targets.length > 0) this.callback(this.targets.map((target) => ({ isIntersecting: sight.visible, target })));
  }
  disconnect() {
    sight.observers.delete(this);
  }
}
function setOnScreen(visible: boolean) {
  sight.visible = visible;
  act(() => {
    for (const observer of sight.observers) observer.report();
  });
}


function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  startAsGuest();
  sight.visible = true;
  sight.observers.clear();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  idle.hold = false;
  idle.held.length = 0;
  embla.autoplay.play.mockClear();
  embla.autoplay.stop.mockClear();
  embla.api.scrollNext.mockClear();
  embla.options.length = 0;
  embla.plugins.length = 0;
});
afterEach(() => {
  startAsGuest();
  vi.unstubAllGlobals();
});

async function openSlots() {
  const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }) });
  renderApp("/casino", { fetch: api.fetch });
  return { region: await screen.findByRole("region", { name: "Slots" }), user: userEvent.setup() };
}

describe("the category carousel", () => {
  it("autoplays every 3000 ms once embla arrives, and the pause control stops and restarts it", async () => {
    stubReducedMotion(false);
    const { region, user } = await openSlots();
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
    expect(embla.plugins[0]).toMatchObject({ options: { delay: 3000, playOnInit: false } });
    const pause = within(region).getByRole("button", { name: "Pause autoplay" });
    await user.click(pause);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    const play = within(region).getByRole("button", { name: "Start autoplay" });
    embla.autoplay.play.mockClear();
    await user.click(play);
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
    expect(within(region).getByRole("button", { name: "Pause autoplay" })).toBeTruthy();
  });

  it("holds autoplay while the row is off screen and moves again once it is back in view", async () => {
    sight.visible = false;
    const { region } = await openSlots();
    await waitFor(() => expect(embla.options.length).toBeGreaterThan(0));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    // The control still says it plays: the player has not paused it, it only waits to be seen.
    expect(within(region).getByRole("button", { name: "Pause autoplay" })).toBeTruthy();

    setOnScreen(true);
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
    embla.autoplay.stop.mockClear();
    setOnScreen(false);
    await waitFor(() => expect(embla.autoplay.stop).toHaveBeenCalled());
  });

  it("asks for a row's thumbnails only once it comes near the screen, the first row's at once", async () => {
    // embla's takeover adds the row's further slides, whose thumbnails come in turn: held, the row keeps its first.
    idle.hold = true;
    sight.visible = false;
    const { region } = await openSlots();
    const sources = (row: HTMLElement) => [...row.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(sources(region).length).toBeGreaterThan(0);
    expect(sources(region).every((src) => src === null)).toBe(true);
    const first = screen.getByRole("region", { name: "Popular" });
    expect(sources(first)[0]).toMatch(/^data:image\//);

    setOnScreen(true);
    await waitFor(() => expect(sources(region).every((src) => typeof src === "string" && src.length > 0)).toBe(true));
    // Scrolled away again, the thumbnails stay.
    setOnScreen(false);
    expect(sources(region).every((src) => typeof src === "string" && src.length > 0)).toBe(true);
  });

  it("does not autoplay when the player prefers reduced motion, but can be started", async () => {
    stubReducedMotion(true);
    const { region, user } = await openSlots();
    const start = within(region).getByRole("button", { name: "Start autoplay" });
    await waitFor(() => expect(embla.options.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    await user.click(start);
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
  });

  it("holds autoplay while focus is on a slide and moves by the next button", async () => {
    stubReducedMotion(false);
    const { region, user } = await openSlots();
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
    within(region).getAllByRole("link")[1]?.focus();
    await waitFor(() => expect(embla.autoplay.stop).toHaveBeenCalled());
    await user.click(within(region).getByRole("button", { name: "Next games" }));
    expect(embla.api.scrollNext).toHaveBeenCalled();
    expect(within(region).getByRole("button", { name: "Previous games" }).hasAttribute("disabled")).toBe(true);
  });

  it("starts autoplay again after embla re-initialises on a resize", async () => {
    stubReducedMotion(false);
    await openSlots();
    await waitFor(() => expect(embla.autoplay.play).toHaveBeenCalled());
    embla.autoplay.play.mockClear();
    embla.api.emit("reInit");
    expect(embla.autoplay.play).toHaveBeenCalled();
  });

  it.each([
    { screen: "a phone", width: 412, first: 3 },
    { screen: "a tablet", width: 800, first: 5 },
    { screen: "a desktop", width: 1600, first: 7 },
  ])("draws the slides $screen's row shows, and the next, with the first screen; the rest when embla arrives", async ({ width, first }) => {
    stubScreenWidth(width);
    idle.hold = true;
    const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: [category("slots", "Slots", 20)] }) });
    renderApp("/casino", { fetch: api.fetch });
    const region = await screen.findByRole("region", { name: "Slots" });
    const slides = () => within(region).getAllByRole("group");
    expect(slides()).toHaveLength(first);
    expect(slides()[first - 1]?.getAttribute("aria-label")).toBe(`${first} of 20`);
    await waitFor(() => expect(idle.held).toHaveLength(1));
    act(() => idle.held.splice(0).forEach((run) => run()));
    await waitFor(() => expect(embla.options.length).toBeGreaterThan(0));
    expect(slides()).toHaveLength(20);
    expect(slides()[19]?.getAttribute("aria-label")).toBe("20 of 20");
  });

  it("takes over the rows one at a time, each in an idle moment of its own", async () => {
    stubReducedMotion(false);
    idle.hold = true;
    const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }) });
    renderApp("/casino", { fetch: api.fetch });
    await screen.findByRole("region", { name: "Slots" });
    await waitFor(() => expect(idle.held).toHaveLength(1));
    const rows = screen.getAllByRole("region").filter((region) => region.getAttribute("aria-roledescription") === "carousel").length;
    expect(rows).toBeGreaterThan(1);
    // A row embla has taken over is marked data-enhanced.
    const enhanced = () => document.querySelectorAll("[data-enhanced]").length;
    expect(enhanced()).toBe(0);
    for (let taken = 1; taken <= rows; taken++) {
      act(() => idle.held.splice(0).forEach((run) => run()));
      await waitFor(() => expect(enhanced()).toBe(taken));
      // The next row asks for its own idle moment only now.
      if (taken < rows) await waitFor(() => expect(idle.held).toHaveLength(1));
    }
    expect(idle.held).toHaveLength(0);
  });

  it("takes over a row below the fold only once it comes near the screen; the first row at once", async () => {
    stubReducedMotion(false);
    sight.visible = false;
    const api = fakeApi({ "GET /api/admin/get-full-category-list": () => ok({ topCategoryList: CATEGORIES }) });
    renderApp("/casino", { fetch: api.fetch });
    await screen.findByRole("region", { name: "Slots" });
    const [first, ...below] = screen.getAllByRole("region").filter((region) => region.getAttribute("aria-roledescription") === "carousel");
    expect(below.length).toBeGreaterThan(0);
    await waitFor(() => expect(first?.querySelector("[data-enhanced]")).not.toBeNull());
    // Idle moments come and go (the fake runs them on a timer): none of them takes over a row out of sight.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(below.filter((row) => row.querySelector("[data-enhanced]"))).toHaveLength(0);

    setOnScreen(true);
    await waitFor(() => expect(below.filter((row) => row.querySelector("[data-enhanced]"))).toHaveLength(below.length));
  });

  it("gives embla the document's direction, one slide per swipe on phones", async () => {
    stubReducedMotion(false);
    await openSlots();
    await waitFor(() => expect(embla.options.length).toBeGreaterThan(0));
    expect(embla.options[0]).toMatchObject({ direction: "ltr", breakpoints: { "(max-width: 767px)": { slidesToScroll: 1 } } });
  });
});
