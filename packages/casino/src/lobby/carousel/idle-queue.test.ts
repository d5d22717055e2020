import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each idle moment comes when the test says.
const idle = vi.hoisted(() => ({ waiting: [] as Array<() => void>, stop: (): void => undefined }));
vi.mock("./when-idle.ts", () => ({
  whenIdle(task: () => void) {
    idle.waiting.push(task);
    return () => idle.stop();
  },
}));

const { whenIdleInTurn } = await import("./idle-queue.ts");

/** Lets the browser be idle once: the job waiting for it runs, and its promise settles. */
async function idleMoment() {
  const next = idle.waiting.shift();
  expect(next, "a job waits for an idle moment").toBeDefined();
  next?.();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  idle.waiting.length = 0;
  idle.stop = () => undefined;
});
afterEach(async () => {
  // Drain whatever a test left queued, so the next starts with an idle queue.
  while (idle.waiting.length > 0) await idleMoment();
});

describe("whenIdleInTurn", () => {
  it("runs one job per idle moment, in the order they were queued", async () => {
    const ran: string[] = [];
    whenIdleInTurn(() => ran.push("a"));
    whenIdleInTurn(() => ran.push("b"));
    whenIdleInTurn(() => ran.push("c"));
    expect(idle.waiting).toHaveLength(1);
    await idleMoment();
    expect(ran).toEqual(["a"]);
    await idleMoment();
    expect(ran).toEqual(["a", "b"]);
    await idleMoment();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(idle.waiting).toHaveLength(0);
  });

  it("waits for a job's promise before asking for the next idle moment", async () => {
    let finish: () => void = () => undefined;
    const second = vi.fn();
    whenIdleInTurn(() => new Promise<void>((resolve) => (finish = resolve)));
    whenIdleInTurn(second);
    await idleMoment();
    expect(idle.waiting).toHaveLength(0);
    finish();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(idle.waiting).toHaveLength(1);
    await idleMoment();
    expect(second).toHaveBeenCalledOnce();
  });

  it("skips a cancelled job, and goes on after a job that fails", async () => {
    const ran: string[] = [];
    whenIdleInTurn(() => {
      throw new Error("chunk failed");
    });
    const cancel = whenIdleInTurn(() => ran.push("cancelled"));
    whenIdleInTurn(() => Promise.reject(new Error("also failed")));
    whenIdleInTurn(() => ran.push("last"));
    cancel();
    await idleMoment();
    await idleMoment();
    await idleMoment();
    expect(ran).toEqual(["last"]);
    expect(idle.waiting).toHaveLength(0);
  });
});

describe("whenIdleInTurn, cancelled while it waits", () => {
  it("stops waiting for the cancelled job's idle moment and moves on to the next job", async () => {
    const stop = vi.fn();
    const ran: string[] = [];
    idle.stop = stop;
    const cancel = whenIdleInTurn(() => ran.push("gone"));
    whenIdleInTurn(() => ran.push("next"));
    cancel();
    expect(stop).toHaveBeenCalledOnce();
    // The cancelled job's moment (if the browser brings it anyway) runs nothing; the next job has its own.
    idle.waiting.shift();
    expect(idle.waiting).toHaveLength(1);
    await idleMoment();
    expect(ran).toEqual(["next"]);
  });
});
