// The same PBKDF2-SHA256 format the app uses (app/utils/password.server.ts), for the seed and
// admin:create in Node. The optional pepper (the Worker's PASSWORD_PEPPER) is mixed in with HMAC-SHA256
// exactly as the app does, so a password set here works on a Worker that has that pepper.
import { webcrypto } from "node:crypto";

export const PASSWORD_ALGORITHM = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;

async function keyMaterial(password, pepper) {
  const raw = new TextEncoder().encode(password);
  if (!pepper) return raw;
  const hmacKey = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await webcrypto.subtle.sign("HMAC", hmacKey, raw));
}

export async function hashPassword(password, pepper) {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const key = await webcrypto.subtle.importKey("raw", await keyMaterial(password, pepper), "PBKDF2", false, ["deriveBits"]);
  const bits = await webcrypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: PASSWORD_ITERATIONS }, key, 256);
  return {
    hash: Buffer.from(bits).toString("base64"),
    salt: Buffer.from(salt).toString("base64"),
    iterations: PASSWORD_ITERATIONS,
    algorithm: PASSWORD_ALGORITHM,
  };
}
