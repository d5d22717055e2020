import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";
import { hashToken, newSmsCode, newToken } from "./tokens.ts";

describe("passwords", () => {
  const stored = hashPassword("Demo1234!");

  it("are stored as scrypt with a per-hash salt", () => {
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hashPassword("Demo1234!")).not.toBe(stored);
  });

  it.each([
    ["the right password", "Demo1234!", true],
    ["a wrong one", "Demo1234?", false],
    ["an empty one", "", false],
  ])("verify %s: %s", async (_name, password, expected) => {
    expect(await verifyPassword(password, stored)).toBe(expected);
  });

  it.each([["none"], ["bcrypt$x$y"], [""]])("reject the unusable stored value %j", async (value) => {
    expect(await verifyPassword("Demo1234!", value)).toBe(false);
  });

  it("generated ones pass the strict form rules", () => {
    for (let i = 0; i < 20; i++) expect(generatePassword()).toMatch(/^(?=.*\d)(?=.*[A-Z])(?=.*[^A-Za-z0-9]).{12}$/);
  });
});

describe("tokens", () => {
  it("are 32 random bytes in base64url, stored as sha256 hex", () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("SMS codes have 6 digits", () => {
    for (let i = 0; i < 20; i++) expect(newSmsCode()).toMatch(/^\d{6}$/);
  });
});
