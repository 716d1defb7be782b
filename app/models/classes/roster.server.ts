// A class's roster (issue 30 §2, ADR 038): the list, and the bulk import that makes class accounts.
import { refreshAccess } from "~/models/billing/access.server";
// The import is one D1 batch (accounts, the consent row, the member rows, the audit row): every row
// of it or none. Passwords leave here in plain text only in the answer to the teacher, for the cards.
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { placeholderEmail } from "~/core/accounts/placeholder-email";
import { isCommonPassword } from "~/core/accounts/common-passwords";
import { firstPassword } from "~/core/classes/first-password";
import { CONSENT_VERSION } from "~/core/classes/roster-forms";
import type { RosterStudent } from "~/core/classes/roster-import";
import { usernameBase, usernameCandidate } from "~/core/classes/usernames";
import type { Db } from "~/db/client.server";
import { classMembers, users } from "~/db/schema";
import type { AuthUser } from "~/models/accounts/sessions.server";
import { hashPassword, type PasswordHash } from "~/utils/password.server";
import { recordAudit } from "../admin/audit.server";
import type { ClassRow } from "./classes.server";

export interface RosterMember {
  userId: number;
  name: string;
  /** Null for a learner who joined with their own account (they log in by e-mail). */
  username: string | null;
  classAccount: boolean;
  studentNumber: string | null;
  joinedAt: number;
}

/** A printed card's content: only in the answer to the import or the reset, never stored. */
export interface Credential {
  userId: number;
  name: string;
  username: string;
  password: string;
}

/** The current members (left_at null), by name. */
export function listRoster(db: Db, classId: number): Promise<RosterMember[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      username: users.username,
      classAccount: users.classAccount,
      studentNumber: classMembers.studentNumber,
      joinedAt: classMembers.joinedAt,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)))
    .orderBy(asc(users.name), asc(users.id))
    .all();
}

const randomWord = () => crypto.getRandomValues(new Uint32Array(1))[0];
const randomDigits = randomWord;

/** A password the app's own rules accept (never one of the common ones). */
export function newFirstPassword(): string {
  for (;;) {
    const password = firstPassword(randomWord);
    if (!isCommonPassword(password)) return password;
  }
}

/** `column IN (the values)` with one bound JSON array, whatever the count. */
const inJson = (column: SQLiteColumn, values: string[]) => sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** One free login name per student: new digits for any name already taken (or taken twice here). */
async function freeUsernames(db: Db, students: RosterStudent[]): Promise<string[]> {
  const names = students.map((s) => usernameCandidate(usernameBase(s.name), randomDigits()));
  for (let round = 0; round < 10; round++) {
    const taken = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      // D1 binds at most 100 values a statement: the 60 names go in as one JSON array.
      .where(or(inJson(users.username, names), inJson(users.email, names.map(placeholderEmail))))
      .all();
    const busy = new Set(taken.flatMap((t) => [t.username, t.email.split("@")[0]]));
    const seen = new Set<string>();
    let clashes = 0;
    names.forEach((name, i) => {
      if (busy.has(name) || seen.has(name)) {
        names[i] = usernameCandidate(usernameBase(students[i].name), randomDigits());
        clashes++;
      }
      seen.add(names[i]);
    });
    if (clashes === 0) return names;
  }
  throw new Error("no free login names after 10 rounds");
}

/** The wording the teacher confirmed: its version is stored with the consent row (ADR 038). */
export const CONSENT_WORDING = CONSENT_VERSION;

export interface ImportInput {
  teacher: Pick<AuthUser, "id" | "email">;
  found: ClassRow;
  students: RosterStudent[];
  pepper?: string;
  now?: number;
}

/**
 * Makes the class accounts, their consent row and member rows in one batch. A login name taken between
 * the check and the batch (the unique index refuses the batch) is retried with new digits.
 */
export async function importRoster(db: Db, input: ImportInput): Promise<Credential[]> {
  const now = input.now ?? Date.now();
  const passwords = input.students.map(() => newFirstPassword());
  // PBKDF2 one after another: the Worker's CPU time is the same either way; ADR 038 has the figures.
  const hashes: PasswordHash[] = [];
  for (const password of passwords) hashes.push(await hashPassword(password, input.pepper));
  for (let attempt = 0; ; attempt++) {
    const usernames = await freeUsernames(db, input.students);
    const accounts = input.students.map((s, i) => ({
      name: s.name,
      username: usernames[i],
      email: placeholderEmail(usernames[i]),
      number: s.studentNumber,
      hash: hashes[i].hash,
      salt: hashes[i].salt,
      iterations: hashes[i].iterations,
      algorithm: hashes[i].algorithm,
    }));
    const json = JSON.stringify(accounts);
    try {
      const d1 = db.$client;
      const audit = recordAudit(db, {
        actor: input.teacher,
        action: "class.roster.import",
        targetType: "class",
        targetId: input.found.id,
        after: { students: accounts.length, wording: CONSENT_WORDING },
        at: now,
      }).toSQL();
      // The new accounts take any free seats of the class's licence (ADR 041).
      const access = refreshAccess(db, { classId: input.found.id }).toSQL();
      await d1.batch([
        d1
          .prepare(
            `INSERT INTO users (name, email, username, class_account, password_hash, password_salt, password_iterations, password_algorithm, created_at)
             SELECT json_extract(j.value, '$.name'), json_extract(j.value, '$.email'), json_extract(j.value, '$.username'), 1,
               json_extract(j.value, '$.hash'), json_extract(j.value, '$.salt'), json_extract(j.value, '$.iterations'),
               json_extract(j.value, '$.algorithm'), ?2
             FROM json_each(?1) j`,
          )
          .bind(json, now),
        d1
          .prepare(`INSERT INTO class_consents (class_id, teacher_id, students, wording, confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5)`)
          .bind(input.found.id, input.teacher.id, accounts.length, CONSENT_WORDING, now),
        // A batch is one transaction and D1 has one writer: the newest consent row of this class is ours.
        d1
          .prepare(
            `INSERT INTO class_members (class_id, user_id, via, student_number, consent_id, joined_at)
             SELECT ?1, u.id, 'roster', json_extract(j.value, '$.number'), (SELECT max(id) FROM class_consents WHERE class_id = ?1), ?3
             FROM json_each(?2) j JOIN users u ON u.username = json_extract(j.value, '$.username')`,
          )
          .bind(input.found.id, json, now),
        d1.prepare(access.sql).bind(...access.params),
        d1.prepare(audit.sql).bind(...audit.params),
      ]);
    } catch (error) {
      if (attempt < 3 && /UNIQUE constraint failed: users\.(username|email)/.test(String(error))) continue;
      throw error;
    }
    const made = await db.select({ id: users.id, username: users.username }).from(users).where(inJson(users.username, usernames)).all();
    const idOf = new Map(made.map((m) => [m.username, m.id]));
    return accounts.map((a, i) => ({ userId: idOf.get(a.username) ?? 0, name: a.name, username: a.username, password: passwords[i] }));
  }
}
