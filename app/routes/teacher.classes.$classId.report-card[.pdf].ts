// GET /teacher/classes/:classId/report-card.pdf: the class's report card; ?student=<id> one student's
// (a current member of this class, else 404).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { certificateFonts } from "~/models/certificates/certificate-files.server";
import { classGradebook } from "~/models/classes/gradebook.server";
import { reportCardPdf } from "~/models/classes/report-cards.server";
import { idOf } from "~/utils/admin-forms.server";
import { requestLanguage, requestTranslator } from "~/utils/request.server";
import { teacherClass } from "~/utils/teacher-class-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { db, cls } = await teacherClass(request, env, params.classId);
  const t = requestTranslator(request);
  const asked = new URL(request.url).searchParams.get("student");
  const studentId = asked === null ? null : idOf(asked);
  if (asked !== null && studentId === null) throw new Response(t("teacher.class.notFound"), { status: 404 });
  const [book, fonts] = await Promise.all([classGradebook(db, cls), certificateFonts(env)]);
  const bytes = await reportCardPdf(cls, book, studentId, fonts, t, requestLanguage(request));
  if (!bytes) throw new Response(t("teacher.class.notFound"), { status: 404 });
  const name = studentId === null ? `report-card-class-${cls.id}.pdf` : `report-card-${cls.id}-${studentId}.pdf`;
  return new Response(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
  });
}
