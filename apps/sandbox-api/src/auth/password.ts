import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt's recommended interactive cost (N = 2^14, r = 8, p = 1); kept in the stored string so it can change.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** "scrypt$N$r$p$salt$hash", a fresh 16-byte salt each time. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Async, so a login's scrypt runs on libuv's thread pool instead of stalling every other request. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

// Checked when the login name is unknown, so a wrong name costs as long as a wrong password.
const decoy = hashPassword(randomBytes(12).toString("base64url"));
export const burnPasswordCheck = async (password: string): Promise<void> => void (await verifyPassword(password, decoy));

/** 1-click sign-up: 12 characters that pass every password rule (digit, upper case, special). */
export function generatePassword(): string {
  return `${randomBytes(7).toString("base64url").slice(0, 9)}A7!`;
}
