#!/usr/bin/env node
// Loads the demo content into the local D1 (or --remote): texts, lessons, banners, a demo user and
// a demo admin. Safe to run again: every row is keyed, so a second run changes nothing.
//   node scripts/seed.mjs [--persist-to DIR] [--remote]
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bannerRows, demoUsers, lessonRows, textRows } from "./seed-data.mjs";
import { hashPassword } from "./password-hash.mjs";

const args = process.argv.slice(2);
const q = (value) => (value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

const statements = [];
for (const user of demoUsers()) {
  const { hash, salt, iterations, algorithm } = await hashPassword(user.password);
  statements.push(
    `INSERT INTO users (name, email, email_verified_at, phone, role, password_hash, password_salt, password_iterations, password_algorithm, end_at)
     VALUES (${q(user.name)}, ${q(user.email)}, ${Date.now()}, ${q(user.phone)}, ${q(user.role)}, ${q(hash)}, ${q(salt)}, ${iterations}, ${q(algorithm)}, ${q(user.endAt)})
     ON CONFLICT(email) DO NOTHING;`,
  );
}
for (const b of bannerRows()) {
  statements.push(
    `INSERT INTO banners (id, image, alt, link, position, active) VALUES (${b.id}, ${q(b.image)}, ${q(b.alt)}, ${q(b.link)}, ${b.position}, 1)
     ON CONFLICT(id) DO UPDATE SET image = excluded.image, alt = excluded.alt, link = excluded.link, position = excluded.position;`,
  );
}
for (const t of textRows()) {
  statements.push(`INSERT INTO texts (level, language, body) VALUES (${q(t.level)}, ${q(t.language)}, ${q(t.body)}) ON CONFLICT(body) DO NOTHING;`);
}
for (const { groups, lessons } of [lessonRows()]) {
  for (const g of groups) {
    statements.push(
      `INSERT INTO lesson_groups (id, position, name, target_wpm) VALUES (${g.id}, ${g.position}, ${q(g.name)}, ${g.targetWpm})
       ON CONFLICT(id) DO UPDATE SET position = excluded.position, name = excluded.name, target_wpm = excluded.target_wpm;`,
    );
  }
  for (const l of lessons) {
    statements.push(
      `INSERT INTO lessons (id, level, group_id, type, name, text, hold_word, image) VALUES (${l.id}, ${l.level}, ${l.groupId}, ${q(l.type)}, ${q(l.name)}, ${q(l.text)}, ${q(l.holdWord)}, ${q(l.image)})
       ON CONFLICT(id) DO UPDATE SET level = excluded.level, group_id = excluded.group_id, type = excluded.type, name = excluded.name, text = excluded.text, hold_word = excluded.hold_word, image = excluded.image;`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), "seed-"));
const file = join(dir, "seed.sql");
writeFileSync(file, statements.join("\n"));
const target = args.includes("--remote") ? ["--remote"] : ["--local"];
const persist = args.indexOf("--persist-to");
if (persist >= 0) target.push("--persist-to", args[persist + 1]);
execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
console.log(`Seeded ${statements.length} rows (users, banners, texts, lessons) into ${target.join(" ")}.`);
