import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brandJson, createBrandsFixture, type Fixture } from "../test/fixtures.ts";
import { openDatabase, prepareDatabase, resetDatabase, type Database } from "./database.ts";
import { migrate, type Migration } from "./migrate.ts";
import { migrations } from "./migrations.ts";
import type { Seed } from "./seed.ts";

let fx: Fixture;
const opened: Database[] = [];
const track = <T extends { db: Database }>(result: T) => (opened.push(result.db), result);

beforeEach(() => {
  fx = createBrandsFixture();
});
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  fx.cleanup();
});

const brandNames = (db: Database) => db.prepare("SELECT brand FROM brand_settings ORDER BY brand").pluck().all();

describe("prepareDatabase", () => {
  it("creates the folder and file, in WAL mode with foreign keys on", () => {
    const { db } = track(prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(fs.existsSync(fx.dbPath)).toBe(true);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("applies every migration and seeds a new database", () => {
    const { db, applied, seeded } = track(prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(applied).toEqual(migrations.map((m) => m.id));
    expect(seeded).toBe(true);
    expect(brandNames(db)).toEqual(["curacao", "noir", "sunset"]);
  });

  it("neither migrates nor seeds an existing database again", () => {
    const first = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
    first.db.prepare("DELETE FROM brand_settings WHERE brand = 'noir'").run();
    first.db.close();

    const { db, applied, seeded } = track(prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(applied).toEqual([]);
    expect(seeded).toBe(false);
    expect(brandNames(db)).toEqual(["curacao", "sunset"]);
    expect(db.prepare("SELECT count(*) FROM migrations").pluck().get()).toBe(migrations.length);
  });

  it("applies a migration added later to an existing database without seeding", () => {
    track(prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir })).db.close();
    const extra: Migration = { id: "9999-extra", sql: "CREATE TABLE extra (id INTEGER PRIMARY KEY)" };
    let seedRuns = 0;
    const countingSeed: Seed = { id: "count", run: () => void seedRuns++ };

    const { db, applied, seeded } = track(
      prepareDatabase(fx.dbPath, {
        brandsDir: fx.brandsDir,
        migrations: [...migrations, extra],
        seeds: [countingSeed],
      }),
    );
    expect(applied).toEqual(["9999-extra"]);
    expect(seeded).toBe(false);
    expect(seedRuns).toBe(0);
    expect(db.prepare("SELECT count(*) FROM extra").pluck().get()).toBe(0);
  });

  it("gives seeds the clock's time", () => {
    let seen: Date | undefined;
    const now = new Date("2026-01-02T03:04:05Z");
    track(
      prepareDatabase(fx.dbPath, {
        brandsDir: fx.brandsDir,
        clock: () => now,
        seeds: [{ id: "clock", run: (_db, context) => void (seen = context.now) }],
      }),
    );
    expect(seen).toBe(now);
  });

  it("leaves nothing behind when seeding fails, so the next start seeds again", () => {
    const failing: Seed = {
      id: "fail",
      run: () => {
        throw new Error("seed failed");
      },
    };
    expect(() => prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir, seeds: [failing] })).toThrow("seed failed");
    const { seeded } = track(prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(seeded).toBe(true);
  });
});

describe("migrate", () => {
  const one: Migration = { id: "0001-a", sql: "CREATE TABLE a (id INTEGER PRIMARY KEY)" };
  const two: Migration = { id: "0002-b", sql: "CREATE TABLE b (id INTEGER PRIMARY KEY)" };

  it("is idempotent", () => {
    const db = openDatabase(fx.dbPath);
    opened.push(db);
    expect(migrate(db, [one, two])).toEqual({ applied: ["0001-a", "0002-b"], fresh: true });
    expect(migrate(db, [one, two])).toEqual({ applied: [], fresh: false });
    expect(db.prepare("SELECT id FROM migrations ORDER BY id").pluck().all()).toEqual(["0001-a", "0002-b"]);
  });

  it("rejects a list out of order", () => {
    const db = openDatabase(fx.dbPath);
    opened.push(db);
    expect(() => migrate(db, [two, one])).toThrow(/increasing id order/);
  });

  it("rejects a database holding a migration the code does not know", () => {
    const db = openDatabase(fx.dbPath);
    opened.push(db);
    migrate(db, [one, two]);
    expect(() => migrate(db, [one])).toThrow(/0002-b.*reset/);
  });

  it("rolls back a failing migration and does not record it", () => {
    const db = openDatabase(fx.dbPath);
    opened.push(db);
    const broken: Migration = { id: "0002-broken", sql: "CREATE TABLE c (id INTEGER); NOT SQL" };
    expect(() => migrate(db, [one, broken])).toThrow();
    expect(db.prepare("SELECT id FROM migrations").pluck().all()).toEqual(["0001-a"]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'c'").get()).toBeUndefined();
  });

  it("lists every file of the migrations folder, ids matching file names", () => {
    const folder = path.join(import.meta.dirname, "migrations");
    const files = fs.readdirSync(folder).map((f) => f.replace(/\.ts$/, "")).sort();
    expect(migrations.map((m) => m.id)).toEqual(files);
  });
});

describe("resetDatabase", () => {
  it("re-creates a freshly seeded database, picking up a new brand folder", () => {
    const first = prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir });
    first.db.prepare("DELETE FROM brand_settings").run();
    first.db.close();
    fx.writeBrand("aurora", brandJson("aurora"));

    const { db, seeded, applied } = track(resetDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(seeded).toBe(true);
    expect(applied).toEqual(migrations.map((m) => m.id));
    expect(brandNames(db)).toEqual(["aurora", "curacao", "noir", "sunset"]);
  });

  it("works when no database exists yet", () => {
    const { seeded } = track(resetDatabase(fx.dbPath, { brandsDir: fx.brandsDir }));
    expect(seeded).toBe(true);
  });
});

describe("brands seed", () => {
  it("refuses two brands sharing a system token", () => {
    fx.writeBrand("twin", brandJson("twin", { api: { systemToken: "noir-sandbox" } }));
    expect(() => prepareDatabase(fx.dbPath, { brandsDir: fx.brandsDir })).toThrow(
      /noir and twin share the system token "noir-sandbox"/,
    );
  });
});
