// Scrubs a `wrangler d1 export` dump of personal data before it goes anywhere near a local database
// (npm run db:pull, ADR 029). Pure: text in, text out. The dump's rows are `INSERT INTO "t" VALUES(…);`
// with no column names, so the columns are read from the dump's own CREATE TABLE statements (they
// include columns added later by ALTER TABLE). Every personal column is replaced by a deterministic
// fake: user N becomes "Сурагч N", learner-N@example.invalid, no phone, and the local password below.
//
// PERSONAL lists every column that holds personal or secret data, and REVIEWED every other column of
// every table: scripts/d1-scrub.test.ts fails when the schema gains a column that is in neither, so a
// new personal column cannot slip through unscrubbed.

/** Every user's password after a pull (the hash below is PBKDF2-SHA256 of it with the salt below, no pepper). */
export const LOCAL_PASSWORD = "bichee-local-1";
export const LOCAL_PASSWORD_HASH = {
  hash: "8ZNFRMc9SpSz7QV9lO906vkGAtTml8Cvsh6ugSgJAWQ=",
  salt: "YmljaGVlLWxvY2FsLXNhbHQ=",
  iterations: 100000,
  algorithm: "pbkdf2-sha256",
};

const sq = (text) => `'${String(text).replaceAll("'", "''")}'`;
const NULL = () => "NULL";
/** A literal's number (an id), for fakes that stay the same from pull to pull. */
const n = (literal) => literal.replace(/'/g, "");

const COUPON_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** "TEST" and the row's number in the coupon alphabet: 12 characters the redeem form accepts. */
export function fakeCouponCode(i) {
  let digits = "";
  for (let k = i; digits.length < 8; k = Math.floor(k / COUPON_ALPHABET.length)) digits = COUPON_ALPHABET[k % COUPON_ALPHABET.length] + digits;
  return `TEST${digits}`;
}

/**
 * table → "drop" (its rows are left out), or column → the replacement literal given the row (column →
 * literal as written in the dump). A null stays null.
 */
export const PERSONAL = {
  users: {
    name: (row) => sq(`Сурагч ${n(row.id)}`),
    email: (row) => sq(`learner-${n(row.id)}@example.invalid`),
    phone: NULL,
    // An R2 key of the learner's photo; the photos are not pulled.
    image: NULL,
    password_hash: () => sq(LOCAL_PASSWORD_HASH.hash),
    password_salt: () => sq(LOCAL_PASSWORD_HASH.salt),
    password_iterations: () => String(LOCAL_PASSWORD_HASH.iterations),
    password_algorithm: () => sq(LOCAL_PASSWORD_HASH.algorithm),
    facebook_id: (row) => sq(`fb-local-${n(row.id)}`),
    // A class account's login name is made from the child's name (ADR 038).
    username: (row) => sq(`learner${n(row.id)}`),
  },
  // The school's own number for a student (issue 30).
  class_members: { student_number: NULL },
  // A teacher's phone, and an admin's reason for refusing them (free text about a person).
  teacher_requests: { phone: () => sq("00000000"), reason: NULL },
  // Tokens (hashed or not), addresses, user agents, mail bodies with links and names, notifications that
  // quote friends' names: none is needed to reproduce a bug.
  sessions: "drop",
  refresh_tokens: "drop",
  one_time_tokens: "drop",
  email_outbox: "drop",
  notifications: "drop",
  // The public check link's token; 22 characters, as the check page expects.
  certificates: { token: (row) => sq(`localcert${n(row.id).padStart(13, "0")}`) },
  // An unused code is money: it could be redeemed on the real site.
  coupons: { code: (_row, i) => sq(fakeCouponCode(i)) },
  invoices: { callback_token_hash: (row) => sq(`scrubbed-${n(row.id)}`), qr_text: NULL },
  // A grant's key names its coupon by code (coupon:<code>), and a coupon code is a secret.
  access_grants: { key: (row) => sq(`scrubbed-${n(row.id)}`) },
  school_licences: { key: (row) => sq(`scrubbed-${n(row.id)}`) },
  // A script teacher's name and school, their note, and the admins' addresses (ADR 043's sign-off record).
  curriculum_reviews: {
    reviewer_name: (row) => sq(`Хянагч ${n(row.id)}`),
    reviewer_role: () => sq("Багш"),
    note: NULL,
    signed_by_email: (row) => sq(`learner-${n(row.signed_by_id)}@example.invalid`),
    withdrawn_by_email: NULL,
    withdrawal_note: NULL,
  },
  // An admin's address, and the before/after of an admin's edit of a learner (names, e-mails, phones).
  audit_log: { actor_email: (row) => sq(`learner-${n(row.actor_id)}@example.invalid`), before: NULL, after: NULL },
};

/** Columns looked at and found to hold nothing personal: ids, counts, times, scores, public content. */
export const REVIEWED = {
  d1_migrations: ["id", "name", "applied_at"],
  banners: ["id", "image", "alt", "link", "position", "active"],
  certificates: ["id", "user_id", "wpm", "start_at", "end_at", "created_at", "exam_id", "accuracy", "revoked_at"],
  // The keystroke log of an exam is timings of keys, kept to reproduce a certificate decision.
  certificate_exams: ["id", "user_id", "text_id", "created_at", "finished_at", "passed", "reason", "wpm", "cpm", "accuracy", "duration_ms", "log"],
  coupons: ["months", "created_at", "used_by", "used_at", "seats", "class_id"],
  friendships: ["user_id", "friend_id", "created_at"],
  friend_requests: ["from_id", "to_id", "created_at"],
  invoices: ["id", "user_id", "plan", "amount", "days", "qpay_invoice_id", "status", "created_at", "paid_at", "class_id", "seats"],
  // Paid access (ADR 041): who got how many days from which source (the keys are scrubbed above).
  access_grants: ["id", "user_id", "source", "days", "end_before", "end_after", "created_at"],
  school_licences: [
    "id",
    "class_id",
    "buyer_id",
    "source",
    "seats",
    "months",
    "amount",
    "start_at",
    "end_at",
    "refunded_at",
    "warned_at",
    "created_at",
    "begun_at",
  ],
  curriculum_reviews: ["id", "curriculum", "signed_by_id", "signed_at", "withdrawn_at", "withdrawn_by_id"],
  payments: ["id", "invoice_id", "qpay_payment_id", "user_id", "amount", "days", "end_at_before", "end_at_after", "created_at"],
  lesson_attempts: ["id", "user_id", "lesson_id", "wpm", "accuracy", "score", "created_at", "duration_ms"],
  lesson_groups: ["id", "position", "name", "target_wpm", "curriculum"],
  lessons: ["id", "level", "group_id", "type", "name", "text", "hold_word", "image", "curriculum"],
  monthly_records: ["user_id", "month", "best_wpm", "achieved_at"],
  point_grants: ["id", "user_id", "source", "source_id", "points", "created_at"],
  prize_race_results: [
    "race_id",
    "user_id",
    "best_wpm",
    "attempts",
    "updated_at",
    "best_cpm",
    "best_accuracy",
    "best_at",
    "place",
    "best_text_id",
    "best_log",
    "disqualified_at",
  ],
  // Accepted exam and prize logs (ADR 032) and held prize results with their challenge (ADR 033): key
  // timings and figures, no name or address; a challenge's text is a few words of a race text.
  accepted_logs: ["id", "kind", "text_id", "user_id", "source_id", "key_count", "log", "created_at"],
  prize_challenges: [
    "id",
    "race_id",
    "user_id",
    "text_id",
    "wpm",
    "cpm",
    "accuracy",
    "duration_ms",
    "log",
    "log_key",
    "held_at",
    "challenge_text",
    "expires_at",
    "status",
    "answered_at",
    "answer_wpm",
    "answer_accuracy",
    "reason",
  ],
  prize_races: [
    "id",
    "name",
    "image",
    "min_point",
    "max_point",
    "limit_wpm",
    "text_id",
    "start_at",
    "end_at",
    "active",
    "created_at",
    "closed_at",
    "cancelled_at",
  ],
  prize_race_texts: ["race_id", "text_id"],
  room_results: ["room_id", "user_id", "percent", "wpm", "accuracy", "place", "finished_at"],
  rooms: ["id", "host_id", "language", "status", "text_id", "created_at", "started_at", "ended_at", "class_id"],
  test_results: ["id", "user_id", "language", "level", "wpm", "cpm", "accuracy", "characters", "errors", "duration_ms", "text_id", "created_at"],
  texts: ["id", "level", "language", "body", "retired_at"],
  user_lessons: ["user_id", "lesson_id", "best_score", "best_wpm", "best_accuracy", "attempts", "updated_at"],
  users: [
    "id",
    "email_verified_at",
    "role",
    "points",
    "avg_wpm",
    "avg_percent",
    "record_wpm",
    "tests_count",
    "end_at",
    "active",
    "created_at",
    "class_account",
  ],
  // Class mode (issue 30): a class's name and school are the school's, not a child's.
  classes: ["id", "teacher_id", "name", "grade", "school", "curriculum", "join_code", "lock_beyond_assignments", "grading_scale", "created_at", "archived_at"],
  class_members: ["class_id", "user_id", "via", "consent_id", "joined_at", "left_at"],
  class_consents: ["id", "class_id", "teacher_id", "students", "wording", "confirmed_at"],
  class_assignments: [
    "id",
    "class_id",
    "kind",
    "lesson_from",
    "lesson_to",
    "target_stars",
    "target_wpm",
    "target_accuracy",
    "keys",
    "due_at",
    "created_at",
    "removed_at",
  ],
  teacher_requests: ["id", "user_id", "school", "town", "status", "created_at", "decided_at", "decided_by"],
  audit_log: ["id", "actor_id", "action", "target_type", "target_id", "at"],
  key_confusions: ["user_id", "layout", "code", "pressed", "count"],
  key_stat_sources: ["id", "user_id", "created_at"],
  key_stats: ["user_id", "layout", "code", "hits", "misses", "timed_n", "mean_ms", "m2", "updated_at"],
};

// ── parsing the dump ─────────────────────────────────────────────────────────────────────────────────

/** Splits `text` at commas outside quotes and parentheses. */
export function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) {
        if (text[i + 1] === quote) i++;
        else quote = null;
      }
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "[") quote = "]";
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const unquote = (name) => name.replace(/^[`"[]|[`"\]]$/g, "");
const CONSTRAINT = /^(CONSTRAINT|PRIMARY\s+KEY|FOREIGN\s+KEY|UNIQUE|CHECK)\b/i;

/** The columns of one CREATE TABLE statement, in order: { table, columns }. */
export function parseCreateTable(statement) {
  const head = statement.match(/^CREATE TABLE\s+(?:IF NOT EXISTS\s+)?([`"[]?[\w]+[`"\]]?)\s*\(/i);
  if (!head) return null;
  const body = statement.slice(head[0].length, statement.lastIndexOf(")"));
  const columns = splitTopLevel(body)
    .map((part) => part.trim())
    .filter((part) => part && !CONSTRAINT.test(part))
    .map((part) => unquote(part.match(/^([`"[][^`"\]]+[`"\]]|\S+)/)[1]));
  return { table: unquote(head[1]), columns };
}

/** Every table's columns, from the dump's CREATE TABLE statements. */
export function tablesOf(dump) {
  const tables = {};
  for (const statement of statementsOf(dump)) {
    const parsed = parseCreateTable(statement);
    if (parsed) tables[parsed.table] = parsed.columns;
  }
  return tables;
}

/**
 * The dump's statements. wrangler writes one statement per line for rows (newlines inside values are
 * written as replace('…\n…','\n',char(10))); a CREATE TABLE spans lines until its closing `);`.
 */
function statementsOf(dump) {
  const statements = [];
  let current = "";
  for (const line of dump.split("\n")) {
    current = current ? `${current}\n${line}` : line;
    if (isComplete(current)) {
      statements.push(current);
      current = "";
    }
  }
  if (current.trim()) statements.push(current);
  return statements;
}

/** A statement is complete when it ends with `;` outside quotes and parentheses. */
function isComplete(text) {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(";")) return false;
  return splitTopLevel(trimmed).length > 0 && balanced(trimmed);
}

function balanced(text) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) {
        if (text[i + 1] === quote) i++;
        else quote = null;
      }
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
  }
  return depth === 0 && quote === null;
}

const INSERT = /^INSERT INTO\s+("[^"]+"|`[^`]+`|\w+)\s+VALUES\s*\((.*)\);\s*$/s;

/**
 * The dump with every personal column replaced and the rows of dropped tables left out. Every CREATE TABLE
 * comes before the first row: wrangler writes tables in name order, and a row whose foreign key names a
 * table not created yet is refused ("no such table") even with foreign keys deferred.
 */
export function scrubDump(dump) {
  const tables = tablesOf(dump);
  const head = [];
  const rows = [];
  const tail = [];
  const rowIndex = {};
  for (const statement of statementsOf(dump)) {
    const insert = statement.match(INSERT);
    if (!insert) {
      if (/^PRAGMA\b/i.test(statement) || /^CREATE TABLE\b/i.test(statement)) head.push(statement);
      else tail.push(statement);
      continue;
    }
    const table = unquote(insert[1]);
    const rule = PERSONAL[table];
    if (rule === "drop") continue;
    if (!rule) {
      rows.push(statement);
      continue;
    }
    const columns = tables[table];
    if (!columns) throw new Error(`the dump has rows of ${table} but no CREATE TABLE for it`);
    const values = splitTopLevel(insert[2]);
    if (values.length !== columns.length) throw new Error(`${table}: ${values.length} values for ${columns.length} columns`);
    const row = Object.fromEntries(columns.map((c, i) => [c, values[i].trim()]));
    const index = (rowIndex[table] = (rowIndex[table] ?? 0) + 1);
    const scrubbed = columns.map((column, i) => {
      const replace = rule[column];
      return replace && row[column] !== "NULL" ? replace(row, index) : values[i];
    });
    rows.push(`INSERT INTO ${insert[1]} VALUES(${scrubbed.join(",")});`);
  }
  return [...head, ...rows, ...tail].join("\n") + "\n";
}
