// Issue 20 §6: random bodies at every JSON call's schema. Nothing throws; the account calls, whose
// first issue becomes the user's message (firstIssueMessage), refuse only with a message that
// exists in both languages; the other calls' schemas refuse with an issue, and what they accept
// parses again to the same value (the route and the browser read the same thing).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ApiChangePasswordSchema,
  ApiRegisterSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  PhoneSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "~/core/accounts/account-forms";
import { GetLessonSchema, GetResultLessonsSchema, UpdateUserLessonSchema } from "~/core/lessons/lesson-api";
import { RaceIdRequestSchema, RankingListRequestSchema, UpgradePrizeRequestSchema } from "~/core/races/prize-api";
import { TextRequestSchema, UpgradeWpmSchema } from "~/core/typing/typing-api";
import { en } from "~/i18n/en";
import { mn } from "~/i18n/mn";
import { FUZZ } from "./runs";

/** Values a body's field may hold: strings of any size and script, numbers, nothing, objects. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "a@b.mn",
      "USER@Example.MN",
      "сайн",
      "on",
      "12345678",
      "x".repeat(129),
      "x".repeat(300),
      "\u0000",
      "\u202E",
      "Test-pass-1",
    ),
  },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.anything({ maxDepth: 2 }),
);

/**
 * A body as readBody (app/utils/request.server.ts) hands it on: always a plain object (anything else
 * is refused before any schema), with the schema's own keys, sometimes others, holding any values.
 */
function bodies(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.fromEntries(keys.map((k) => [k, fieldValue]));
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(known, { requiredKeys: [] }) },
    fc.tuple(fc.record(known, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 10 }), fieldValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 5 }),
  );
}

const isMessageKey = (key: string) => key in mn && key in en;

const accountForms: [string, z.ZodType, readonly string[]][] = [
  ["register (page)", RegisterSchema, ["name", "email", "password", "repeat", "agree"]],
  ["register (API)", ApiRegisterSchema, ["name", "email", "password"]],
  ["login", LoginSchema, ["email", "password"]],
  ["forgot password", ForgotPasswordSchema, ["email"]],
  ["reset password", ResetPasswordSchema, ["token", "password", "repeat"]],
  ["change password (page)", ChangePasswordSchema, ["oldPassword", "password", "repeat"]],
  ["change password (API)", ApiChangePasswordSchema, ["oldPassword", "password"]],
  ["phone", PhoneSchema, ["phone"]],
];

describe("account calls: every refusal is a message in both languages", () => {
  for (const [name, schema, keys] of accountForms) {
    it(name, () => {
      fc.assert(
        fc.property(bodies(keys), (body) => {
          const parsed = schema.safeParse(body);
          if (parsed.success) return;
          for (const issue of parsed.error.issues) expect(isMessageKey(issue.message), `${JSON.stringify(issue.path)}: ${issue.message}`).toBe(true);
        }),
        FUZZ,
      );
    });
  }
});

const apiCalls: [string, z.ZodType, readonly string[]][] = [
  ["get-lesson", GetLessonSchema, ["id"]],
  ["update-user-lesson", UpdateUserLessonSchema, ["lessonId", "attemptId", "keystrokes", "wpm", "accuracy", "score", "level"]],
  ["get-result-lessons", GetResultLessonsSchema, ["prev", "next"]],
  ["begintext / middletext / advancedtext", TextRequestSchema, ["lang", "exclude"]],
  ["upgrade-wpm", UpgradeWpmSchema, ["testId", "textId", "durationMs", "keystrokes"]],
  ["get-all-ranking-text", RankingListRequestSchema, []],
  ["active-ranking-text / get-all-players-gift-race", RaceIdRequestSchema, ["raceId", "exclude"]],
  ["upgrade-gift-race-wpm", UpgradePrizeRequestSchema, ["raceId", "textId", "durationMs", "keystrokes"]],
];

describe("JSON calls: refusals carry an issue, and what is accepted reads the same twice", () => {
  for (const [name, schema, keys] of apiCalls) {
    it(name, () => {
      fc.assert(
        fc.property(bodies(keys), (body) => {
          const parsed = schema.safeParse(body);
          if (!parsed.success) {
            expect(parsed.error.issues.length).toBeGreaterThan(0);
            return;
          }
          const again = schema.safeParse(JSON.parse(JSON.stringify(parsed.data)));
          expect(again.success).toBe(true);
          expect(JSON.stringify(again.data)).toBe(JSON.stringify(parsed.data));
        }),
        FUZZ,
      );
    });
  }
});
