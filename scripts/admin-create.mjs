#!/usr/bin/env node
// Makes the first admin (or a later one) in a D1: the local database by default, the deployed
// production one with --remote, staging's with --remote --env staging (ADR 028).
//   npm run admin:create -- --email admin@school.mn [--name "…"] [--remote] [--env staging] [--ask-password]
//   npm run admin:create -- --email learner@school.mn --promote [--remote]      # an existing account
// Without --ask-password it prints a one-time password to change at /change-password after the first
// login. A deployed Worker hashes passwords with its PASSWORD_PEPPER, so for --remote the same value must
// be in this shell's PASSWORD_PEPPER (it is never printed).
import { webcrypto } from "node:crypto";
import { createInterface } from "node:readline";
import { d1Target, executeD1, runWhenExecuted } from "./d1-cli.mjs";
import { hashPassword } from "./password-hash.mjs";

// No I, l, O, 0 or 1: a password read off a terminal is typed again by hand.
const PASSWORD_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
const PASSWORD_LENGTH = 20;
// Stricter than a learner's (app/core/accounts/account-forms.ts): this account can read every learner's data.
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function generatePassword(randomValues = (bytes) => webcrypto.getRandomValues(bytes)) {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = "";
  while (password.length < PASSWORD_LENGTH) {
    for (const byte of randomValues(new Uint8Array(PASSWORD_LENGTH * 2))) {
      if (byte < limit && password.length < PASSWORD_LENGTH) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}

export function parseArgs(argv, environment = process.env) {
  const value = (name) => (argv.indexOf(name) >= 0 ? argv[argv.indexOf(name) + 1] : undefined);
  const email = value("--email")?.trim().toLowerCase();
  if (!email || !EMAIL.test(email)) throw new Error("--email is required: the admin's e-mail address");
  const name = value("--name")?.trim() || "Админ";
  const target = d1Target(argv);
  const pepper = environment.PASSWORD_PEPPER || undefined;
  const promote = argv.includes("--promote");
  // A deployed Worker always has a pepper (ADR 028): a hash made without it would never match.
  if (target[0] === "--remote" && !promote && !pepper)
    throw new Error("--remote needs PASSWORD_PEPPER in this shell: the value given to `wrangler secret put PASSWORD_PEPPER`");
  return { email, name, target, pepper, promote, askPassword: argv.includes("--ask-password") };
}

const q = (value) => `'${String(value).replaceAll("'", "''")}'`;

/** A verified admin account; an existing e-mail is left alone (RETURNING then lists nothing). */
export function insertStatement({ email, name }, hash, now) {
  return `INSERT INTO users (name, email, email_verified_at, role, password_hash, password_salt, password_iterations, password_algorithm)
VALUES (${q(name)}, ${q(email)}, ${now}, 'admin', ${q(hash.hash)}, ${q(hash.salt)}, ${hash.iterations}, ${q(hash.algorithm)})
ON CONFLICT(email) DO NOTHING RETURNING id, email, role`;
}

export function promoteStatement({ email }) {
  return `UPDATE users SET role = 'admin' WHERE email = ${q(email)} RETURNING id, email, role`;
}

function readPassword() {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
    process.stderr.write(`Password for the admin (${PASSWORD_MIN}-${PASSWORD_MAX} characters): `);
    lines.once("line", (line) => {
      lines.close();
      resolve(line);
    });
    lines.once("close", () => resolve(""));
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.promote) {
    const rows = executeD1(args.target, promoteStatement(args));
    if (rows.length === 0) throw new Error(`No account with the e-mail ${args.email} (${args.target.join(" ")}).`);
    console.error(`${args.email} is now an admin (${args.target.join(" ")}).`);
    return;
  }
  const password = args.askPassword ? await readPassword() : generatePassword();
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw new Error(`The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  const hash = await hashPassword(password, args.pepper);
  const rows = executeD1(args.target, insertStatement(args, hash, Date.now()));
  if (rows.length === 0) throw new Error(`An account with the e-mail ${args.email} exists already: add --promote to make it an admin.`);
  console.error(`Admin ${args.email} created (${args.target.join(" ")}).`);
  if (!args.askPassword) {
    console.error("One-time password (log in, then change it at /change-password):");
    console.log(password);
  }
}

runWhenExecuted(import.meta.url, () =>
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }),
);
