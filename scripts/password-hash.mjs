// The same PBKDF2-SHA256 format the app uses (app/utils/password.server.ts), for seeding in Node.
import { webcrypto } from "node:crypto";

export const PASSWORD_ALGORITHM = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;

export async function hashPassword(password) {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const key = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await webcrypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: PASSWORD_ITERATIONS }, key, 256);
  return {
    hash: Buffer.from(bits).toString("base64"),
    salt: Buffer.from(salt).toString("base64"),
    iterations: PASSWORD_ITERATIONS,
    algorithm: PASSWORD_ALGORITHM,
  };
}
