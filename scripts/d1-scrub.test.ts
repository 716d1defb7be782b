// The scrubber of `npm run db:pull` (ADR 029) on a real export: tests/fixtures/d1-export-sample.sql was
// made by `wrangler d1 export DB --local --table …` of a seeded database with one learner's personal data
// in every table that holds some (sessions, mail, coupons, bills, the audit log, a certificate).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pbkdf2Sync } from "node:crypto";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { fakeCouponCode, LOCAL_PASSWORD, LOCAL_PASSWORD_HASH, PERSONAL, REVIEWED, scrubDump, splitTopLevel, tablesOf } from "./d1-scrub.mjs";

const dump = readFileSync(new URL("../tests/fixtures/d1-export-sample.sql", import.meta.url), "utf8");

/** Everything personal or secret the fixture holds. */
const SECRETS = [
  "oyunaa.bayar@gmail.com",
  "admin.real@bichee.mn",
  "demo@bichee.mn",
  "Оюунаа",
  "Демо Хэрэглэгч",
  "95123456",
  "88776655",
  "99112233",
  "10229384756",
  "avatars/501-Xk3pQ9.png",
  "Real+Hash/Of/Oyunaa0123456789abcdefghijkABC=",
  "RealSaltOyunaa12345678==",
  "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  "202.131.7.7",
  "Oyunaa-Phone",
  "aa11bb22cc33dd44ee55ff66aa11bb22cc33dd44ee55ff66aa11bb22cc33dd44",
  "OyunaaResetToken1234567890abcdefghijklmno",
  "QWER7TYU8PAS",
  "cbhash-oyunaa-0123456789abcdef",
  "0002010102121531oyunaa-qr",
  "OyunaaCertTok3n_12345x",
];

describe("scrubDump", () => {
  const scrubbed = scrubDump(dump);

  it("leaves no e-mail, phone, name, password hash, token, address or coupon of the export", () => {
    for (const secret of SECRETS) expect(dump, `the fixture should hold ${secret}`).toContain(secret);
    for (const secret of SECRETS) expect(scrubbed, `${secret} survived`).not.toContain(secret);
    // Every stored password hash of the export, the demo users' included, is gone.
    for (const [, hash] of dump.matchAll(/'([A-Za-z0-9+/]{43}=)'/g)) if (hash !== LOCAL_PASSWORD_HASH.hash) expect(scrubbed).not.toContain(hash);
    expect(scrubbed.match(/@[\w.-]+\.\w+/g)?.every((domain) => domain === "@example.invalid")).toBe(true);
  });

  it("replaces a learner with deterministic fakes one can log in as locally", () => {
    expect(scrubbed).toContain(`INSERT INTO "users" VALUES(501,'Сурагч 501','learner-501@example.invalid',`);
    expect(scrubbed).toContain(`INSERT INTO "coupons" VALUES('${fakeCouponCode(1)}',3,`);
    expect(fakeCouponCode(1)).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    expect(scrubDump(dump)).toBe(scrubbed);
    const derived = pbkdf2Sync(LOCAL_PASSWORD, Buffer.from(LOCAL_PASSWORD_HASH.salt, "base64"), LOCAL_PASSWORD_HASH.iterations, 32, "sha256");
    expect(derived.toString("base64")).toBe(LOCAL_PASSWORD_HASH.hash);
  });

  it("keeps what reproduces a bug: ids, scores, the schema", () => {
    expect(scrubbed).toContain("CREATE TABLE `users`");
    expect(scrubbed).toMatch(/INSERT INTO "certificates" VALUES\(\d+,501,'localcert0000000000001',55,/);
    expect(splitTopLevel("1,'a,b',replace('x\\ny','\\n',char(10)),NULL")).toEqual(["1", "'a,b'", "replace('x\\ny','\\n',char(10))", "NULL"]);
  });

  it("gives a dump that wrangler loads into an empty local database", () => {
    const dir = mkdtempSync(join(tmpdir(), "scrub-"));
    try {
      const file = join(dir, "scrubbed.sql");
      writeFileSync(file, scrubbed);
      const run = (args: string[]) =>
        execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", dir, ...args], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      run(["--file", file]);
      const rows = JSON.parse(run(["--json", "--command", "SELECT email, phone FROM users WHERE id = 501"]))[0].results;
      expect(rows).toEqual([{ email: "learner-501@example.invalid", phone: null }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the list of personal columns", () => {
  it("scrubs class accounts' login names and the school's student numbers (issue 30)", () => {
    const column = (table: string, name: string) => (PERSONAL[table] as Record<string, (row: Record<string, string>, i: number) => string>)[name];
    expect(column("users", "username")({ id: "7" }, 0)).toBe("'learner7'");
    expect(column("class_members", "student_number")({}, 0)).toBe("NULL");
  });

  it("covers every column of every table in app/db/schema.ts: each one is scrubbed or reviewed", () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => is(value, SQLiteTable));
    expect(tables.length).toBeGreaterThan(20);
    const unlisted: string[] = [];
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      const personal = PERSONAL[name];
      for (const column of columns) {
        const scrubbed = personal === "drop" || (personal !== undefined && column.name in personal);
        if (!scrubbed && !REVIEWED[name]?.includes(column.name)) unlisted.push(`${name}.${column.name}`);
      }
    }
    expect(unlisted, "add each to PERSONAL (with a fake) or to REVIEWED in scripts/d1-scrub.mjs").toEqual([]);
  });

  it("matches the tables of a real export", () => {
    for (const [table, columns] of Object.entries(tablesOf(dump))) {
      const personal = PERSONAL[table];
      for (const column of columns) {
        const known = personal === "drop" || (personal !== undefined && column in personal) || REVIEWED[table]?.includes(column);
        expect(known, `${table}.${column}`).toBe(true);
      }
    }
  });
});
