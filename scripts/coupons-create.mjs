#!/usr/bin/env node
// Makes new coupon codes and stores them in the local D1 (or --remote); prints the ones stored.
//   npm run coupons:create -- --months 3 --count 10 [--remote] [--persist-to DIR]
// Codes are 12 random characters from an alphabet without I, L, O, 0 and 1, printed as XXXX-XXXX-XXXX.
// The alphabet and generator match app/core/billing/coupons.ts (scripts/coupons-create.test.ts checks it).
import { webcrypto } from "node:crypto";
import { d1Target, executeD1, runWhenExecuted } from "./d1-cli.mjs";

export const COUPON_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 12;

export function generateCode(randomValues = (bytes) => webcrypto.getRandomValues(bytes)) {
  const limit = 256 - (256 % COUPON_ALPHABET.length); // drop biased bytes
  let code = "";
  while (code.length < LENGTH) {
    for (const byte of randomValues(new Uint8Array(LENGTH * 2))) {
      if (byte < limit && code.length < LENGTH) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length];
    }
  }
  return code;
}

export const formatCode = (code) => code.match(/.{4}/g).join("-");

export function parseArgs(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const months = Number(value("--months"));
  const count = Number(value("--count") ?? 1);
  if (!Number.isInteger(months) || months < 1 || months > 36) throw new Error("--months must be a whole number from 1 to 36");
  if (!Number.isInteger(count) || count < 1 || count > 1000) throw new Error("--count must be a whole number from 1 to 1000");
  const target = d1Target(argv);
  return { months, count, target };
}

/** One INSERT for all codes; RETURNING lists what was stored (a clash with an old code is skipped). */
export function insertStatement(codes, months) {
  const rows = codes.map((code) => `('${code}', ${months})`).join(", ");
  return `INSERT INTO coupons (code, months) VALUES ${rows} ON CONFLICT(code) DO NOTHING RETURNING code`;
}

function main() {
  const { months, count, target } = parseArgs(process.argv.slice(2));
  const codes = Array.from({ length: count }, () => generateCode());
  const stored = executeD1(target, insertStatement(codes, months)).map((row) => row.code);
  for (const code of stored) console.log(formatCode(code));
  console.error(`${stored.length} coupon(s) of ${months} month(s) stored (${target.join(" ")}).`);
  if (stored.length !== count) process.exitCode = 1;
}

runWhenExecuted(import.meta.url, main);
