// One class's screens: the class's name and tabs above each of them. The class must be the teacher's
// own (ownClass: 404 otherwise); each child route checks that again for its own data.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ClassNav } from "~/components/teacher/class-nav";
import { useTranslation } from "~/hooks/use-translation";
import { createDb } from "~/db/client.server";
import { ownClass } from "~/models/classes/classes.server";
import { requestTranslator } from "~/utils/request.server";
import { requireTeacher } from "~/utils/roles.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const teacher = await requireTeacher(request, env);
  const found = await ownClass(createDb(env.DB), teacher, params.classId, requestTranslator(request)("teacher.class.notFound"));
  return { id: found.id, name: found.name, grade: found.grade, school: found.school };
}

export default function ClassLayout() {
  const found = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <header className="teacher-class__head">
        <h1>{found.name}</h1>
        <p className="muted">
          {found.school} · {t("teacher.list.grade", { grade: found.grade })}
        </p>
      </header>
      <ClassNav classId={found.id} />
      <Outlet />
    </>
  );
}
