import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../test-support/render.tsx";
import { useToast, type ToastApi } from "./toast-context.ts";
import { ToastProvider } from "./ToastProvider.tsx";

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup(props: { duration?: number; max?: number } = {}) {
  renderUi(
    <ToastProvider {...props}>
      <Capture />
    </ToastProvider>,
  );
  return screen.getByRole("region", { name: "Notifications" });
}

const titles = () => screen.queryAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);

describe("Toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has a polite live region in the page before any toast", () => {
    const region = setup();
    const list = region.querySelector("ol")!;
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(list.children).toHaveLength(0);
  });

  it("shows a toast inside the live region with its tone", () => {
    const region = setup();
    act(() => void api.show({ title: "Deposit received", description: "€ 50", tone: "success" }));
    expect(region.textContent).toContain("Deposit received");
    expect(region.textContent).toContain("€ 50");
  });

  it("dismisses itself after its duration", () => {
    setup({ duration: 3000 });
    act(() => void api.show({ title: "Saved" }));
    act(() => vi.advanceTimersByTime(2999));
    expect(titles()).toEqual(["Saved"]);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual([]);
  });

  it("closes from its translated button", () => {
    setup();
    act(() => void api.show({ title: "Copied", duration: null }));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(titles()).toEqual([]);
  });

  it("stays until closed when its duration is null", () => {
    setup();
    act(() => void api.show({ title: "Action needed", tone: "warning", duration: null }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(titles()).toEqual(["Action needed"]);
  });

  it("pauses its timer while hovered and resumes with the time left", () => {
    setup({ duration: 5000 });
    act(() => void api.show({ title: "Bonus activated" }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(screen.getByRole("listitem"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(titles()).toEqual(["Bonus activated"]);
    fireEvent.mouseLeave(screen.getByRole("listitem"));
    act(() => vi.advanceTimersByTime(999));
    expect(titles()).toEqual(["Bonus activated"]);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual([]);
  });

  it("dismisses by id and drops the oldest past the maximum", () => {
    setup({ max: 2 });
    let second = "";
    act(() => {
      api.show({ title: "One" });
      second = api.show({ title: "Two" });
      api.show({ title: "Three" });
    });
    expect(titles()).toEqual(["Two", "Three"]);
    act(() => api.dismiss(second));
    expect(titles()).toEqual(["Three"]);
  });

  it("asks for a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
