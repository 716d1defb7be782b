import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { createDb } from "~/db/client.server";
import { createDevClass, measureClassProgress } from "~/dev/class-live.server";
import { isLocal } from "~/utils/settings.server";
import { postOnly, readBody } from "~/utils/request.server";

// Local development and tests only (404 in production), for tests/load/class-load.mjs (ADR 040):
// POST { teacherId, studentIds, name? } → { classId } makes a class with those members;
// POST { progressOf } → { rows, statements, ms }: the progress table's D1 statement count.
const Id = z.coerce.number().int().positive();
const Body = z.union([
  z.object({ teacherId: Id, studentIds: z.array(Id).min(1).max(100), name: z.string().min(1).max(100).optional() }),
  z.object({ progressOf: Id }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  if (!isLocal(env)) throw new Response(null, { status: 404 });
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ result: false }, { status: 400 });
  const body = parsed.data;
  if ("progressOf" in body) return Response.json({ result: true, ...(await measureClassProgress(env.DB, body.progressOf, Date.now())) });
  return Response.json({ result: true, classId: await createDevClass(createDb(env.DB), body.teacherId, body.studentIds, Date.now(), body.name) });
}

export const loader = postOnly;
