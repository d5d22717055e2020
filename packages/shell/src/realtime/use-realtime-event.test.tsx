import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRealtimeEvent } from "./use-realtime-event.ts";

function Waiting({ onFailed }: { onFailed: () => void }) {
  useRealtimeEvent("failedDeposit", onFailed);
  return <p>Waiting for the payment</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

describe("useRealtimeEvent", () => {
  it("hears an event sent the moment its component shows, before passive effects have run", async () => {
    // A real render (not act): the commit, then the browser's microtasks, then React's scheduled passive effects.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement("div");
    document.body.append(container);
    const onFailed = vi.fn();
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!container.textContent?.includes("Waiting for the payment")) return;
        observer.disconnect();
        // The socket's event lands right after the commit that showed the view.
        window.dispatchEvent(new CustomEvent("failedDeposit", { detail: null }));
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true, characterData: true });
    });
    const root = createRoot(container);
    root.render(<Waiting onFailed={onFailed} />);
    await shown;
    expect(onFailed).toHaveBeenCalledOnce();
    root.unmount();
    window.dispatchEvent(new CustomEvent("failedDeposit", { detail: null }));
    expect(onFailed).toHaveBeenCalledOnce();
    container.remove();
  });
});
