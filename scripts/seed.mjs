#!/usr/bin/env node
// Loads the content into a D1: texts, lessons, banners, prize races; and into the local database also
// the demo accounts (a demo user, a demo admin, racers) whose passwords the README publishes. Those are
// never written to a deployed database unless asked with --with-demo-accounts (ADR 028).
// Safe to run again: every row is keyed, so a second run changes nothing.
//   node scripts/seed.mjs [--persist-to DIR] [--remote] [--env local|staging|production] [--with-demo-accounts]
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { d1Target } from "./d1-cli.mjs";
import { LESSON_FILES, bannerRows, demoClass, demoRacers, demoUsers, lessonRows, prizeRaceRows, textRows } from "./seed-data.mjs";
import { hashPassword } from "./password-hash.mjs";

const q = (value) => (value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`);

/** The database and whether the demo accounts go in: only the local environment's, or when asked. */
export function seedPlan(argv) {
  const target = d1Target(argv);
  const localEnv = target[0] === "--local" && target[2] === "local";
  return { target, demoAccounts: localEnv || argv.includes("--with-demo-accounts") };
}

/** The SQL of the seed, one statement a line. */
export async function seedStatements({ demoAccounts }) {
  const statements = [];
  for (const user of demoAccounts ? [...demoUsers(), ...demoRacers()] : []) {
    const { hash, salt, iterations, algorithm } = await hashPassword(user.password, process.env.PASSWORD_PEPPER || undefined);
    statements.push(
      `INSERT INTO users (name, email, email_verified_at, phone, role, password_hash, password_salt, password_iterations, password_algorithm, end_at)
     VALUES (${q(user.name)}, ${q(user.email)}, ${Date.now()}, ${q(user.phone)}, ${q(user.role)}, ${q(hash)}, ${q(salt)}, ${iterations}, ${q(algorithm)}, ${q(user.endAt)})
     ON CONFLICT(email) DO NOTHING;`,
    );
  }
  if (demoAccounts) statements.push(...demoClassStatements());
  for (const b of bannerRows()) {
    statements.push(
      `INSERT INTO banners (id, image, alt, link, position, active) VALUES (${b.id}, ${q(b.image)}, ${q(b.alt)}, ${q(b.link)}, ${b.position}, 1)
     ON CONFLICT(id) DO UPDATE SET image = excluded.image, alt = excluded.alt, link = excluded.link, position = excluded.position;`,
    );
  }
  for (const t of textRows()) {
    statements.push(`INSERT INTO texts (level, language, body) VALUES (${q(t.level)}, ${q(t.language)}, ${q(t.body)}) ON CONFLICT(body) DO NOTHING;`);
  }
  for (const { groups, lessons } of LESSON_FILES.map((file) => lessonRows(file))) {
    for (const g of groups) {
      const curriculum = g.curriculum ?? "mn";
      statements.push(
        `INSERT INTO lesson_groups (id, curriculum, position, name, target_wpm) VALUES (${g.id}, ${q(curriculum)}, ${g.position}, ${q(g.name)}, ${g.targetWpm})
       ON CONFLICT(id) DO UPDATE SET curriculum = excluded.curriculum, position = excluded.position, name = excluded.name, target_wpm = excluded.target_wpm;`,
      );
    }
    for (const l of lessons) {
      const curriculum = l.curriculum ?? "mn";
      statements.push(
        `INSERT INTO lessons (id, curriculum, level, group_id, type, name, text, hold_word, image) VALUES (${l.id}, ${q(curriculum)}, ${l.level}, ${l.groupId}, ${q(l.type)}, ${q(l.name)}, ${q(l.text)}, ${q(l.holdWord)}, ${q(l.image)})
       ON CONFLICT(id) DO UPDATE SET curriculum = excluded.curriculum, level = excluded.level, group_id = excluded.group_id, type = excluded.type, name = excluded.name, text = excluded.text, hold_word = excluded.hold_word, image = excluded.image;`,
      );
    }
  }

  // Demo prize races: fixed ids, so a second run updates them. The open race's window moves with the
  // time the seed runs (and reopens it); results are inserted once.
  for (const race of prizeRaceRows()) {
    statements.push(
      `INSERT INTO prize_races (id, name, image, min_point, max_point, limit_wpm, start_at, end_at, active, closed_at)
     VALUES (${race.id}, ${q(race.name)}, ${q(race.image)}, ${race.minPoint}, ${race.maxPoint}, ${race.limitWpm}, ${race.startAt}, ${race.endAt}, ${race.closedAt ? 0 : 1}, ${q(race.closedAt)})
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, image = excluded.image, min_point = excluded.min_point, max_point = excluded.max_point,
       limit_wpm = excluded.limit_wpm, start_at = excluded.start_at, end_at = excluded.end_at, active = excluded.active, closed_at = excluded.closed_at;`,
    );
    for (const text of race.texts) {
      statements.push(`INSERT INTO texts (level, language, body) VALUES ('prize', ${q(text.language)}, ${q(text.body)}) ON CONFLICT(body) DO NOTHING;`);
      statements.push(
        `INSERT INTO prize_race_texts (race_id, text_id) SELECT ${race.id}, id FROM texts WHERE body = ${q(text.body)} AND level = 'prize' ON CONFLICT DO NOTHING;`,
      );
    }
    // The demo races' results belong to the demo racers.
    for (const r of demoAccounts ? race.results : []) {
      const user = `(SELECT id FROM users WHERE email = ${q(r.email)})`;
      statements.push(
        `INSERT INTO prize_race_results (race_id, user_id, best_wpm, best_cpm, best_accuracy, attempts, best_at, updated_at, place)
       VALUES (${race.id}, ${user}, ${r.wpm}, ${r.cpm}, ${r.accuracy}, 1, ${r.at}, ${r.at}, ${q(r.place ?? null)})
       ON CONFLICT(race_id, user_id) DO NOTHING;`,
      );
      if (r.place) {
        statements.push(
          `INSERT OR IGNORE INTO notifications (user_id, type, title, message, race_id, ckey, value, seen, created_at)
         VALUES (${user}, 'race', 'Шагналт уралдаан дууслаа', ${q(`«${race.name}» уралдаанд та ${r.place}-р байр эзэллээ.`)}, ${race.id}, 'prize:${race.id}', ${r.place}, 0, ${race.closedAt});`,
        );
      }
    }
  }
  return statements;
}

/** The demo teacher's approved request, class and member; each keyed so a second run adds nothing. */
function demoClassStatements() {
  const demo = demoClass();
  const teacher = `(SELECT id FROM users WHERE email = ${q(demo.teacher)})`;
  const classId = `(SELECT id FROM classes WHERE join_code = ${q(demo.class.joinCode)})`;
  const now = Date.now();
  return [
    `INSERT INTO teacher_requests (user_id, school, town, phone, status, created_at, decided_at)
     SELECT ${teacher}, ${q(demo.request.school)}, ${q(demo.request.town)}, ${q(demo.request.phone)}, 'approved', ${now}, ${now}
     WHERE NOT EXISTS (SELECT 1 FROM teacher_requests WHERE user_id = ${teacher} AND status = 'approved');`,
    `INSERT INTO classes (teacher_id, name, grade, school, curriculum, join_code)
     VALUES (${teacher}, ${q(demo.class.name)}, ${demo.class.grade}, ${q(demo.class.school)}, ${q(demo.class.curriculum)}, ${q(demo.class.joinCode)})
     ON CONFLICT(join_code) DO NOTHING;`,
    ...demo.members.map(
      (email) => `INSERT INTO class_members (class_id, user_id, via, joined_at)
     VALUES (${classId}, (SELECT id FROM users WHERE email = ${q(email)}), 'code', ${now})
     ON CONFLICT(class_id, user_id) DO NOTHING;`,
    ),
  ];
}

async function main() {
  const { target, demoAccounts } = seedPlan(process.argv.slice(2));
  const statements = await seedStatements({ demoAccounts });
  const dir = mkdtempSync(join(tmpdir(), "seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, statements.join("\n"));
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  const what = demoAccounts ? "demo accounts, banners, texts, lessons, prize races" : "banners, texts, lessons, prize races; no demo accounts";
  console.log(`Seeded ${statements.length} rows (${what}) into ${target.join(" ")}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
