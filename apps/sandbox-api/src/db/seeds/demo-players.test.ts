import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { loginToken } from "../../test/users.ts";
import { DEMO_PLAYER_IDS } from "./demo-players.ts";

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe("demo players", () => {
  it.each(Object.entries(DEMO_PLAYER_IDS))("%s has the stable id %i and logs in with Demo1234!", async (name, id) => {
    expect(t.db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(`${name}@demo.casino`)).toBe(id);
    await expect(loginToken(t.app, `${name}@demo.casino`)).resolves.toBeTruthy();
  });

  it("have distinct salts", () => {
    const hashes = t.db.prepare("SELECT password_hash FROM users").pluck().all() as string[];
    expect(new Set(hashes.map((h) => h.split("$")[4])).size).toBe(hashes.length);
  });

  it("vip has a high loyalty level, newbie no deposit", () => {
    const level = (id: number) => t.db.prepare("SELECT loyalty_level, deposit_count FROM users WHERE id = ?").get(id);
    expect(level(DEMO_PLAYER_IDS.vip)).toMatchObject({ loyalty_level: 10 });
    expect(level(DEMO_PLAYER_IDS.newbie)).toMatchObject({ deposit_count: 0 });
  });
});
