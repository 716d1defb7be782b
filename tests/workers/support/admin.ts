// Admin requests as the browser's forms send them, and the audit rows about one target.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export function postForm(path: string, fields: Record<string, string>, cookie: string) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Accept: "text/html" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export function auditRowsFor(targetType: string, targetId: string | number) {
  return createDb(env.DB)
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))));
}
