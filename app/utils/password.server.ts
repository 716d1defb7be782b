// PBKDF2-SHA256 through WebCrypto. Production Workers refuse more than 100,000 iterations, so that is
// the cost; the parameters are stored with each hash so they can be raised later. The same format is
// produced by scripts/password-hash.mjs for the seed.
import { fromBase64, timingSafeEqual, toBase64 } from "./crypto.server";

export const PASSWORD_ALGORITHM = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  hash: string;
  salt: string;
  iterations: number;
  algorithm: string;
}

/** The optional pepper (a secret binding) is mixed in with HMAC so it never sits in the database. */
async function keyMaterial(password: string, pepper: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new TextEncoder().encode(password);
  if (!pepper) return raw;
  const hmacKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, raw));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, pepper?: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", await keyMaterial(password, pepper), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper?: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PASSWORD_ITERATIONS, pepper);
  return { hash: toBase64(hash), salt: toBase64(salt), iterations: PASSWORD_ITERATIONS, algorithm: PASSWORD_ALGORITHM };
}

export async function verifyPassword(password: string, stored: Partial<PasswordHash> | null, pepper?: string): Promise<boolean> {
  if (!stored?.hash || !stored.salt || !stored.iterations || stored.algorithm !== PASSWORD_ALGORITHM) return false;
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations, pepper);
  return timingSafeEqual(actual, expected);
}

/** Spends the same time as a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), PASSWORD_ITERATIONS);
}
