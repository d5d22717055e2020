import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECAPTCHA_SCRIPT_URL, recaptchaToken, resetRecaptcha } from "./recaptcha.ts";

// happy-dom loads no scripts: the test catches the added <script> and plays Google's part itself.
let added: HTMLScriptElement[] = [];
const scripts = () => added.filter((s) => s.src.startsWith(RECAPTCHA_SCRIPT_URL));

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  resetRecaptcha();
  delete window.grecaptcha;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Plays Google's script: defines grecaptcha and fires load. */
function loadFakeGoogle(execute: (key: string, options: { action: string }) => Promise<string>) {
  const script = scripts()[0];
  if (!script) throw new Error("no reCAPTCHA script was added");
  window.grecaptcha = { ready: (callback) => callback(), execute };
  script.dispatchEvent(new Event("load"));
}

describe("recaptchaToken", () => {
  it("loads nothing and gives no token when the brand has no site key", async () => {
    expect(await recaptchaToken("", "login")).toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it("loads Google's script for the site key once and returns the token of the action", async () => {
    const execute = vi.fn(async (key: string, options: { action: string }) => `token-for-${key}-${options.action}`);
    const first = recaptchaToken("site-key-1", "login");
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site-key-1`);
    loadFakeGoogle(execute);
    expect(await first).toBe("token-for-site-key-1-login");
    expect(await recaptchaToken("site-key-1", "login")).toBe("token-for-site-key-1-login");
    expect(scripts()).toHaveLength(1);
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("goes on without a token when the script cannot be loaded, and tries again next time", async () => {
    const first = recaptchaToken("site-key-2", "login");
    scripts()[0]?.dispatchEvent(new Event("error"));
    expect(await first).toBeUndefined();
    added = [];
    const second = recaptchaToken("site-key-2", "login");
    expect(scripts()).toHaveLength(1);
    loadFakeGoogle(async () => "late-token");
    expect(await second).toBe("late-token");
  });

  it("gives up after the timeout when Google never answers", async () => {
    vi.useFakeTimers();
    const pending = recaptchaToken("site-key-3", "login", 10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toBeUndefined();
  });
});
