// POST: the teacher opens a class race (issue 31 §2, ADR 042) — or the next round, with `from` naming
// the round just run: its students are sent on to the new one. A race already open is reused.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { RoomIdSchema } from "~/core/races/protocol";
import { createDb } from "~/db/client.server";
import { ownClass } from "~/models/classes/classes.server";
import { classRaceRow, openClassRace, openRaceOf } from "~/models/classes/class-races.server";
import { roomObject } from "~/models/races/rooms.server";
import { readFormData, refusal, requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";

export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const db = createDb(env.DB);
  const found = await ownClass(db, teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  const formData = await readFormData(request, 1_024);
  if (!formData) throw refusal(request, 400, "request.unreadableBody");
  const open = await openRaceOf(db, found.id);
  const roomId = open?.roomId ?? (await openClassRace(env, db, found));
  const from = RoomIdSchema.safeParse(formData.get("from"));
  if (from.success && from.data !== roomId && (await classRaceRow(db, from.data))?.classId === found.id) {
    await roomObject(env, from.data).announceNextRound(roomId);
  }
  return redirect(`/teacher/classes/${found.id}/race/${roomId}`);
}
