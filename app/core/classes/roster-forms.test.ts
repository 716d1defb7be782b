// The roster's form schemas as conform runs them (in the browser and in the action): an empty textarea,
// an empty file input and an unticked box become undefined before zod sees them.
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ROSTER_TEXT_MAX, RosterImportSchema, StudentActionSchema } from "./roster-forms";

function form(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe("the roster forms through conform", () => {
  it("import: a list with an empty file input passes; an unticked box has the consent message", () => {
    const empty = new File([], "");
    const ok = parseWithZod(form({ intent: "import", list: "Бат", file: empty, consent: "on" }), { schema: RosterImportSchema });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.file).toBeUndefined();
    const refused = parseWithZod(form({ intent: "import", list: "Бат", file: empty }), { schema: RosterImportSchema });
    expect(refused.error).toEqual({ consent: ["teacher.roster.error.consent"] });
  });

  it("import: a file over the limit is refused by its size", () => {
    const big = new File(["а".repeat(ROSTER_TEXT_MAX)], "list.csv");
    const refused = parseWithZod(form({ intent: "import", file: big, consent: "on" }), { schema: RosterImportSchema });
    expect(refused.error).toEqual({ file: ["teacher.roster.error.tooBig"] });
  });

  it("a student's action needs a known intent and a user id", () => {
    expect(parseWithZod(form({ intent: "erase", userId: "12" }), { schema: StudentActionSchema }).status).toBe("success");
    const bad = parseWithZod(form({ intent: "ban", userId: "" }), { schema: StudentActionSchema });
    expect(Object.keys(bad.error ?? {}).sort()).toEqual(["intent", "userId"]);
  });
});
