// GET /teacher/classes/:classId/gradebook.csv: the gradebook for Excel (UTF-8 with BOM; columns in ADR 039).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ubDayOf } from "~/core/classes/assignments";
import { classGradebook } from "~/models/classes/gradebook.server";
import { classGradebookCsv } from "~/models/classes/report-cards.server";
import { requestTranslator } from "~/utils/request.server";
import { teacherClass } from "~/utils/teacher-class-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, cls } = await teacherClass(request, context.cloudflare.env, params.classId);
  const now = Date.now();
  const csv = classGradebookCsv(await classGradebook(db, cls, now), requestTranslator(request));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gradebook-${cls.id}-${ubDayOf(now)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
