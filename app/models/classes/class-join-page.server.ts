// The join page's lookup (issue 30): a code read leniently, then found with the per-address limit on
// codes that match nothing (ADR 030: the unit is taken before the lookup; a found code gives it back).
import { minutesToWait } from "~/core/accounts/rate-limits";
import { isJoinCode, normalizeJoinCode } from "~/core/classes/join-code";
import type { Db } from "~/db/client.server";
import { classByCode, type ClassByCode } from "~/models/classes/class-joining.server";
import { clientIp, withLimits } from "~/services/rate-limits.server";

export type CodeLookup =
  | { kind: "found"; found: ClassByCode }
  | { kind: "redirect"; code: string }
  | { kind: "notFound" }
  | { kind: "limited"; minutes: number; retryAfterMs: number };

export async function lookUpJoinCode(env: Env, db: Db, request: Request, typed: string | undefined): Promise<CodeLookup> {
  const code = normalizeJoinCode(typed ?? "");
  // A code typed with dashes, spaces, lower case or Cyrillic look-alikes goes to its one written form.
  if (isJoinCode(code) && code !== typed) return { kind: "redirect", code };
  const done = await withLimits(env, [{ name: "joinCodeMissesPerAddress", key: clientIp(request) }], async () => {
    const found = isJoinCode(code) ? await classByCode(db, code) : undefined;
    return { value: found, outcome: found ? "success" : "failure" };
  });
  if (!done.ok) return { kind: "limited", minutes: minutesToWait(done.refusal.retryAfterMs), retryAfterMs: done.refusal.retryAfterMs };
  return done.value ? { kind: "found", found: done.value } : { kind: "notFound" };
}
